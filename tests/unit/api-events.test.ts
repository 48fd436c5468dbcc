// The event hub between parts of the API: listeners run in order, are awaited, and one failure
// neither stops the others nor goes unnoticed.
import { describe, expect, it } from 'vitest';
import { ApiEvents } from '../../src/api/services/events.ts';

const payload = { reportIds: [1], siteIds: [2], inspectionDates: ['2026-10-01'] };

describe('ApiEvents', () => {
  it('awaits every listener in registration order', async () => {
    const events = new ApiEvents();
    const seen: string[] = [];
    events.on('reports.stored', async () => {
      await new Promise((r) => setTimeout(r, 5));
      seen.push('engine');
    });
    events.on('reports.stored', () => {
      seen.push('controlling');
    });
    await events.emit('reports.stored', payload);
    expect(seen).toEqual(['engine', 'controlling']);
  });

  it('runs the remaining listeners when one fails and then reports the failure', async () => {
    const events = new ApiEvents();
    const seen: string[] = [];
    events.on('reports.stored', () => {
      throw new Error('Index nicht erreichbar');
    });
    events.on('reports.stored', () => {
      seen.push('controlling');
    });
    await expect(events.emit('reports.stored', payload)).rejects.toThrow('Index nicht erreichbar');
    expect(seen).toEqual(['controlling']);
  });

  it('stops calling a listener once it is removed', async () => {
    const events = new ApiEvents();
    let calls = 0;
    const off = events.on('reports.stored', () => {
      calls++;
    });
    await events.emit('reports.stored', payload);
    off();
    await events.emit('reports.stored', payload);
    expect(calls).toBe(1);
  });
});
