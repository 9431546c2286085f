// Favourite toggles waiting for the server (DESIGN.md section 4: "queued and replayed for
// favourites"). Held in memory only: favourites are member data and never go to disk.

/** One star the player set: `add` is the state they want for game `nodeId` of vendor `vendor`. */
export interface FavouriteChange {
  nodeId: number;
  vendor: string;
  add: boolean;
}

interface Entry extends FavouriteChange {
  /** Bumped on every toggle, so a reply can tell whether the player changed their mind meanwhile. */
  seq: number;
}

/** How a replay talks to the world: the queue itself knows no HTTP, cache or session. */
export interface ReplayHooks {
  /** The member signed in now; a queue of anyone else is dropped, never sent with their token. */
  currentOwner(): string | null;
  send(change: FavouriteChange): Promise<void>;
  /** True when `err` means "no network" (keep the change for later), false for a server's answer. */
  isNetworkFailure(err: unknown): boolean;
  /** The server now holds `change`. */
  onSent(change: FavouriteChange): void;
  /** The server refused `change` (and the player has not changed that star since): it is dropped. */
  onRefused(change: FavouriteChange, err: unknown): void;
}

/** `drained`: nothing left; `offline`: stopped on a network failure, the rest waits; `dropped`: member changed. */
export type ReplayResult = 'drained' | 'offline' | 'dropped';

/**
 * The member's unsent favourite changes, one per game (the last choice wins), in the order of the
 * player's last toggle of each. A toggle back to what the server is known to hold cancels the entry,
 * so add-then-remove offline sends nothing. Replay is serial: one call at a time, in order.
 */
export class FavouriteQueue {
  #owner: string | null = null;
  #entries = new Map<number, Entry>();
  #seq = 0;
  #inFlight: number | null = null;
  #running: Promise<ReplayResult> | null = null;
  #waiting = false;
  #version = 0;
  #listeners = new Set<() => void>();

  /** The member the queued changes belong to. */
  get owner(): string | null {
    return this.#owner;
  }

  /** Number of games with a change the server has not confirmed. */
  get size(): number {
    return this.#entries.size;
  }

  /** True while a replay runs (it sends whatever is queued meanwhile too). */
  get replaying(): boolean {
    return this.#running !== null;
  }

  /** True after a replay stopped on a network failure, until the next replay starts. */
  get waitingForNetwork(): boolean {
    return this.#waiting && this.#entries.size > 0;
  }

  /** The queued changes, oldest first. */
  pending(): FavouriteChange[] {
    return [...this.#entries.values()].map(({ nodeId, vendor, add }) => ({ nodeId, vendor, add }));
  }

  /** The state the player last chose for `nodeId` while the server does not have it yet, if any. */
  wanted(owner: string | null, nodeId: number): boolean | undefined {
    return owner === this.#owner ? this.#entries.get(nodeId)?.add : undefined;
  }

  /** Makes `owner` the queue's member; anything queued for another member is dropped. */
  claim(owner: string | null): void {
    if (this.#takeOver(owner)) this.#changed();
  }

  #takeOver(owner: string | null): boolean {
    if (owner === this.#owner) return false;
    this.#owner = owner;
    this.#entries.clear();
    this.#waiting = false;
    return true;
  }

  /**
   * Records the player's choice. `serverHas` is whether the server is known to hold the game as a
   * favourite (undefined when unknown): choosing that again cancels the queued change.
   */
  record(owner: string, change: FavouriteChange, serverHas: boolean | undefined): void {
    this.#takeOver(owner);
    this.#entries.delete(change.nodeId); // re-inserted last: the order is that of the last toggle
    // A call in flight may still change the server: then the new choice must follow it.
    const cancels = serverHas === change.add && this.#inFlight !== change.nodeId;
    if (!cancels) this.#entries.set(change.nodeId, { ...change, seq: ++this.#seq });
    this.#changed();
  }

  /** Sends the queued changes one by one; a replay already running picks up new ones itself. */
  replay(hooks: ReplayHooks): Promise<ReplayResult> {
    this.#running ??= this.#drain(hooks).finally(() => {
      this.#running = null;
    });
    return this.#running;
  }

  async #drain(hooks: ReplayHooks): Promise<ReplayResult> {
    this.#waiting = false;
    this.#changed();
    for (;;) {
      const owner = this.#owner;
      if (hooks.currentOwner() !== owner) {
        this.claim(hooks.currentOwner());
        return 'dropped';
      }
      const next = this.#entries.values().next();
      if (next.done) return 'drained';
      const entry = next.value;
      const change: FavouriteChange = { nodeId: entry.nodeId, vendor: entry.vendor, add: entry.add };
      this.#inFlight = entry.nodeId;
      try {
        await hooks.send(change);
      } catch (err) {
        if (this.#owner !== owner) return 'dropped';
        if (hooks.isNetworkFailure(err)) {
          this.#waiting = true;
          this.#changed();
          return 'offline';
        }
        if (this.#settle(entry)) hooks.onRefused(change, err);
        continue;
      } finally {
        this.#inFlight = null;
      }
      if (this.#owner !== owner) return 'dropped';
      this.#settle(entry);
      hooks.onSent(change);
    }
  }

  /** Drops `entry` unless the player toggled that game again meanwhile; true when dropped. */
  #settle(entry: Entry): boolean {
    if (this.#entries.get(entry.nodeId)?.seq !== entry.seq) return false;
    this.#entries.delete(entry.nodeId);
    this.#changed();
    return true;
  }

  /** For useSyncExternalStore. */
  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  /** Changes on every update (useSyncExternalStore's snapshot). */
  getVersion = (): number => this.#version;

  #changed(): void {
    this.#version++;
    for (const fn of this.#listeners) fn();
  }
}
