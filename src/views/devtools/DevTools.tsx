// Dev panel (development or ?devtools): the app's actors with their state, the recent journal
// events, and an export of the journal as JSON. ?inspect connects @statelyai/inspect. Loaded lazily,
// so it never weighs on the first page.
import { useSelector } from '@xstate/react';
import { useEffect, useReducer, useState } from 'react';
import type { AnyActorRef } from 'xstate';
import { useAppSystem } from '../../app/AppContext.tsx';
import type { JournalEntry } from '../../machines/journal/journal.ts';
import { Button } from '../ui/Button.tsx';

const RECENT = 40;

function ActorRow({ name, actor }: { name: string; actor: AnyActorRef }) {
  const snapshot = useSelector(actor, (s: { value?: unknown; status: string; tags?: Set<string> }) => ({
    value: JSON.stringify(s.value ?? null),
    status: s.status,
    tags: [...(s.tags ?? [])].join(', '),
  }), (a, b) => a.value === b.value && a.status === b.status && a.tags === b.tags);
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>{snapshot.value}</td>
      <td>{snapshot.tags || '–'}</td>
      <td>{snapshot.status}</td>
    </tr>
  );
}

function download(filename: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function DevTools() {
  const system = useAppSystem();
  const [open, setOpen] = useState(false);
  const [inspector, setInspector] = useState<'off' | 'connecting' | 'on'>(() =>
    new URLSearchParams(window.location.search).has('inspect') ? 'connecting' : 'off',
  );
  const [, refresh] = useReducer((n: number) => n + 1, 0);
  useEffect(() => (open ? system.journal.subscribe(() => refresh()) : undefined), [system, open]);
  const entries = system.journal.entries();

  // ?inspect: the Stately inspector, loaded only when asked for.
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has('inspect')) return;
    let stop: (() => void) | undefined;
    let cancelled = false;
    void import('@statelyai/inspect').then(({ createBrowserInspector }) => {
      if (cancelled) return;
      const browserInspector = createBrowserInspector();
      stop = system.inspect(browserInspector.inspect);
      setInspector('on');
    });
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [system]);

  const recent: JournalEntry[] = entries.slice(-RECENT).toReversed();
  return (
    <>
      <button type="button" className="devpanel-toggle" aria-expanded={open} aria-controls="devpanel" onClick={() => setOpen((o) => !o)}>
        {open ? 'Dev-Panel schließen' : 'Dev-Panel'}
      </button>
      {open ? (
        <aside id="devpanel" className="devpanel" aria-label="Entwickler-Panel">
          <h2>Aktoren</h2>
          <table>
            <thead>
              <tr>
                <th scope="col">Aktor</th>
                <th scope="col">Zustand</th>
                <th scope="col">Tags</th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              <ActorRow name="auth" actor={system.auth} />
              <ActorRow name="session" actor={system.session} />
              <ActorRow name="navigationGuard" actor={system.navigationGuard} />
              <ActorRow name="bootstrap" actor={system.bootstrap} />
            </tbody>
          </table>
          <p>Stately-Inspector: {inspector === 'on' ? 'verbunden' : inspector === 'connecting' ? 'verbindet …' : 'aus (mit ?inspect starten)'}</p>
          <div className="form__actions">
            <Button variant="light" onPress={() => download(`herdenblick-journal-${Date.now()}.json`, system.journal.export())}>
              Journal als JSON exportieren
            </Button>
            <Button variant="light" onPress={() => {
                system.journal.clear();
                refresh();
              }}>
              Journal leeren
            </Button>
          </div>
          <h3>Letzte Ereignisse ({entries.length} gesamt)</h3>
          <table>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Aktor</th>
                <th scope="col">Ereignis</th>
                <th scope="col">Zustand danach</th>
              </tr>
            </thead>
            <tbody>
              {recent.map((e) => (
                <tr key={e.seq}>
                  <td>{e.seq}</td>
                  <td>{e.actorId}</td>
                  <td>{e.event.type}</td>
                  <td>{e.value === null ? e.status : JSON.stringify(e.value)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </aside>
      ) : null}
    </>
  );
}
