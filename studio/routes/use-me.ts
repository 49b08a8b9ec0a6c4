import { useRouteLoaderData } from 'react-router';
import type { Me } from '../api/answers.ts';

export type RootData = { me: Me | null };

/** The signed-in person (the root route's loader): every screen below the root has one. */
export function useMe(): Me {
  const data = useRouteLoaderData('root') as RootData | undefined;
  if (!data?.me) throw new Error('useMe outside a signed-in screen');
  return data.me;
}
