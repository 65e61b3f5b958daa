import { US_STATES } from '@/lib/installers/application-fields';
import { nearestStatesWith, STATE_BORDERS } from '@/lib/installers/state-borders';

describe('state borders', () => {
  it('lists every state, and every border from both sides', () => {
    expect(Object.keys(STATE_BORDERS).sort()).toEqual([...US_STATES].sort());
    for (const [state, neighbors] of Object.entries(STATE_BORDERS)) {
      for (const neighbor of neighbors)
        expect([state, STATE_BORDERS[neighbor as keyof typeof STATE_BORDERS]]).toEqual([
          state,
          expect.arrayContaining([state]),
        ]);
    }
  });

  it('names the nearest states that have installers, fewest borders first', () => {
    // the demo directory: none in Ohio or its five neighbors; New Jersey and New York two borders away
    const demo = new Set(['California', 'Texas', 'New York', 'New Jersey', 'Florida', 'Georgia']);
    expect(nearestStatesWith('Ohio', demo)).toEqual(['New Jersey', 'New York']);
    expect(nearestStatesWith('Alabama', demo)).toEqual(['Florida', 'Georgia']);
    expect(nearestStatesWith('Texas', demo)).toEqual([]);
    expect(nearestStatesWith('Hawaii', demo)).toEqual([]);
    expect(nearestStatesWith('Ohio', new Set())).toEqual([]);
  });
});
