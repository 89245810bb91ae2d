/* Binary min-heap on (time, sequence): 1,000 self-rescheduling timers, delays 1..1000 ms, N
   events. Keeps simultaneous events first-in first-out, as the kernel does; no trace hash. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
static uint64_t s = 1;
static uint64_t next(void) { uint64_t z = (s += 0x9e3779b97f4a7c15ULL); z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL; z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL; return z ^ (z >> 31); }
typedef struct { int64_t at; uint64_t seq; int id; } E;
static E heap[1001]; static int n = 0; static uint64_t seq = 0;
static int before(const E *a, const E *b) { return a->at < b->at || (a->at == b->at && a->seq < b->seq); }
static void push(int64_t at, int id) {
  E e = { at, seq++, id }; int i = n++;
  while (i > 0) { int p = (i - 1) / 2; if (!before(&e, &heap[p])) break; heap[i] = heap[p]; i = p; }
  heap[i] = e;
}
static E pop(void) {
  E top = heap[0], last = heap[--n]; int i = 0;
  for (;;) { int c = 2 * i + 1; if (c >= n) break; if (c + 1 < n && before(&heap[c + 1], &heap[c])) c++; if (!before(&heap[c], &last)) break; heap[i] = heap[c]; i = c; }
  heap[i] = last; return top;
}
int main(int argc, char **argv) {
  long events = argc > 1 ? atol(argv[1]) : 10000000;
  for (int i = 0; i < 1000; i++) push(1 + (int64_t)(next() % 1000), i);
  struct timespec a, b; clock_gettime(CLOCK_MONOTONIC, &a);
  long done = 0; uint64_t h = 0;
  while (done < events) {
    E e = pop(); done++; h = h * 31 + (uint64_t)e.id + (uint64_t)e.at;
    push(e.at + 1 + (int64_t)(next() % 1000), e.id);
  }
  clock_gettime(CLOCK_MONOTONIC, &b);
  double sec = (b.tv_sec - a.tv_sec) + (b.tv_nsec - a.tv_nsec) / 1e9;
  printf("events=%ld seconds=%.3f events_per_second=%.0f hash=%llx\n", done, sec, done / sec, (unsigned long long)h);
  return 0;
}
