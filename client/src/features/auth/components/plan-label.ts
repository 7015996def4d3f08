import type { Tier } from '@shared/schemas/user';

export const planLabel = (tier: Tier) => (tier === 'pro' ? 'Pro Plan' : 'Free Plan');
