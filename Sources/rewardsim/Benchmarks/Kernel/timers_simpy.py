"""SimPy: 1,000 self-rescheduling timers, delays 1..1000 ms, N events (argv[1])."""
import random
import sys
import time

import simpy


def main():
    events = int(sys.argv[1]) if len(sys.argv) > 1 else 1_000_000
    env = simpy.Environment()
    draws = random.Random(1)
    done = [0]
    finished = env.event()

    def timer():
        while True:
            yield env.timeout(draws.randint(1, 1000))
            done[0] += 1
            if done[0] == events:
                finished.succeed()

    for _ in range(1000):
        env.process(timer())
    started = time.monotonic()
    env.run(until=finished)
    seconds = time.monotonic() - started
    print(f"events={done[0]} seconds={seconds:.3f} events_per_second={done[0] / seconds:.0f}")


if __name__ == "__main__":
    main()
