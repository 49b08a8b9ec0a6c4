import { MeSchema } from '../api/answers.ts';
import { ApiError, operatorCall } from '../api/operator-client.ts';
import type { RootData } from './use-me.ts';

/** Who is signed in: nobody (401) shows the sign-in page instead of the Studio. */
export async function rootLoader({ request }: { request: Request }): Promise<RootData> {
  try {
    const { data } = await operatorCall(MeSchema, '/me', { signal: request.signal });
    return { me: data };
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return { me: null };
    throw error;
  }
}
