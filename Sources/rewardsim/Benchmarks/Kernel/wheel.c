/* Single-level timing wheel: 1,000 self-rescheduling timers, delays 1..1000 ms, N events. */
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <time.h>
#define SLOTS 1024
static uint64_t s = 1;
static uint64_t next(void) { uint64_t z = (s += 0x9e3779b97f4a7c15ULL); z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL; z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL; return z ^ (z >> 31); }
typedef struct T { struct T *next; int64_t at; int id; } T;
int main(int argc, char **argv) {
  long events = argc > 1 ? atol(argv[1]) : 10000000;
  T *slot[SLOTS] = {0}; T *timers = calloc(1000, sizeof(T));
  for (int i = 0; i < 1000; i++) { timers[i].id = i; timers[i].at = 1 + next() % 1000; int k = timers[i].at & (SLOTS - 1); timers[i].next = slot[k]; slot[k] = &timers[i]; }
  struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
  int64_t now = 0; long done = 0; uint64_t h = 0;
  while (done < events) {
    int k = now & (SLOTS - 1); T *t = slot[k]; slot[k] = NULL; T *keep = NULL;
    while (t) { T *n = t->next;
      if (t->at == now && done < events) { done++; h = h * 31 + (uint64_t)t->id + (uint64_t)now; t->at = now + 1 + next() % 1000; int j = t->at & (SLOTS - 1); if (j == k) { t->next = keep; keep = t; } else { t->next = slot[j]; slot[j] = t; } }
      else { t->next = keep; keep = t; }
      t = n; }
    slot[k] = keep; now++;
  }
  clock_gettime(CLOCK_MONOTONIC, &b);
  double sec = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
  printf("events=%ld seconds=%.3f events_per_second=%.0f hash=%llx\n", done, sec, done / sec, (unsigned long long)h);
  return 0;
}
