import type { CustomerSocket } from '@/lib/realtime';

type Listener = (...args: unknown[]) => void;

/**
 * A stand-in for the Socket.IO client: records what the app emits and lets a test play the
 * server (`serverEmit`). `connectNow` fires `connect` as the real one would once connected.
 */
export class FakeSocket {
  connected = false;
  readonly emitted: { event: string; args: unknown[] }[] = [];
  private readonly listeners = new Map<string, Set<Listener>>();
  /** The manager (`socket.io`), where reconnect events are reported. */
  readonly io = { on: () => this.io };

  constructor(readonly token: string | null = null) {}

  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set<Listener>();
    set.add(listener);
    this.listeners.set(event, set);
    return this;
  }

  removeAllListeners() {
    this.listeners.clear();
    return this;
  }

  emit(event: string, ...args: unknown[]) {
    this.emitted.push({ event, args });
    return this;
  }

  disconnect() {
    this.connected = false;
    return this;
  }

  connectNow() {
    this.connected = true;
    this.serverEmit('connect');
  }

  serverEmit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }

  emittedNames(): string[] {
    return this.emitted.map((entry) => entry.event);
  }

  asSocket(): CustomerSocket {
    return this as unknown as CustomerSocket;
  }
}

/** Every fake socket the app opened in this test file, newest last. */
export const openedSockets: FakeSocket[] = [];
