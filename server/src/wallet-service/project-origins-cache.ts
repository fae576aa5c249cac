/**
 * Every request of the API names its project, and its origins were two queries per request: a
 * third of a login's queries (docs/benchmarks.md). The projects change only when an instance
 * starts with a new configuration and writes it, so the whole table is read at most once per
 * `ttlMs` and answered from memory in between; the instance that writes the table forgets its
 * copy at once, and other instances on the same database see the change within `ttlMs`. A project
 * id nobody configured is answered from the same copy, so made-up ids cost no query either.
 */
export interface ProjectOriginsCache {
  /** The origins a project allows, or undefined for an unknown project. */
  originsOf(projectId: string): Promise<string[] | undefined>;
  /** Drops the copy: the next question reads the table again. */
  forget(): void;
}

export function projectOriginsCache(
  load: () => Promise<Map<string, string[]>>,
  ttlMs: number,
  now: () => number = Date.now,
): ProjectOriginsCache {
  let copy: { projects: Map<string, string[]>; readAt: number } | undefined;
  let reading: Promise<Map<string, string[]>> | undefined;
  // Bumped by forget(), so a read that started before it cannot store what it saw.
  let generation = 0;

  async function projects(): Promise<Map<string, string[]>> {
    if (copy && now() - copy.readAt < ttlMs) return copy.projects;
    if (!reading) {
      const startedIn = generation;
      const readAt = now();
      // One read at a time however many requests ask; a failed read is not kept.
      reading = load().then(
        (loaded) => {
          if (startedIn === generation) copy = { projects: loaded, readAt };
          reading = undefined;
          return loaded;
        },
        (error: unknown) => {
          reading = undefined;
          throw error;
        },
      );
    }
    return reading;
  }

  return {
    async originsOf(projectId) {
      // A copy, so no caller can change what the next request is checked against.
      return (await projects()).get(projectId)?.slice();
    },
    forget() {
      generation += 1;
      copy = undefined;
      reading = undefined;
    },
  };
}
