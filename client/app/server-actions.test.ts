import { describe, expect, it } from 'vitest';
import { provideServerActions, serverActions, type ServerActions } from './server-actions.ts';

describe('serverActions', () => {
  it('says where the actions run when nothing provided them, and hands out what the Worker provided', () => {
    expect(() => serverActions()).toThrow(/Worker only/);
    const actions = { addProductJsonLd: () => {} } as unknown as ServerActions;
    provideServerActions(actions);
    expect(serverActions()).toBe(actions);
  });
});
