import { z } from 'zod';
import { STATE_NAMES } from './place-name';

// How long a traveller may stay at a state's public rest areas (data/rest-area-overnight.json),
// from the state's own rules, and what a rest stop in a plan says of it. A state the table does not
// list is unconfirmed: the stop says so rather than guessing.

/** A night's sleep in the rig: a stay limit at least this long allows one. */
export const OVERNIGHT_HOURS = 8;

const stateRuleSchema = z.object({
  // allowed: a stay of OVERNIGHT_HOURS or more; short-stay: less; no-stated-limit: the rules set none.
  rule: z.enum(['allowed', 'short-stay', 'no-stated-limit']),
  maxHours: z.number().positive().optional(),
  summary: z.string().min(1),
  authority: z.string().min(1),
  source: z.string().url(),
  // false: found only on a secondary page, or the rule text was not read in full. Treated as
  // unconfirmed everywhere: the note says so and no night is offered there.
  confirmed: z.boolean().optional(),
});
export const restAreaRulesSchema = z.object({
  notice: z.string().min(1),
  states: z.record(z.string().regex(/^[A-Z]{2}$/), stateRuleSchema),
});
export type RestAreaRules = z.infer<typeof restAreaRulesSchema>;

/** A state's rule when the table lists it as confirmed from the state's own rules. */
function confirmedRule(rules: RestAreaRules | undefined, state: string | undefined) {
  const rule = state ? rules?.states[state] : undefined;
  return rule && rule.confirmed !== false ? rule : undefined;
}

const BASE = 'Public rest area: toilets and water are not in the data.';

/** A rest stop's note: its state's stay rule with its source, or that the rule is unconfirmed. */
export function restAreaNote(rules: RestAreaRules | undefined, state: string | undefined): string {
  const name = state ? STATE_NAMES[state] : undefined;
  const rule = confirmedRule(rules, state);
  if (!name || !rule)
    return `${BASE} How long you may stay${name ? ` at ${name} rest areas` : ''} is not confirmed from the state's own rules: follow the posted signs.`;
  const said = `${name} (${rule.authority}): ${rule.summary} (${rule.source}).`;
  const night =
    rule.rule === 'allowed'
      ? 'Long enough for a night in the rig; parking only, no slide-outs, chairs or grills.'
      : rule.rule === 'short-stay'
        ? 'Not an overnight stop.'
        : 'Whether an overnight stay is welcome is not stated.';
  return `${BASE} ${said} ${night} Posted signs win.`;
}

/** Whether the state's own rules allow a night's stay at its rest areas (unconfirmed: no). */
export const restAreaAllowsNight = (rules: RestAreaRules | undefined, state: string | undefined): boolean =>
  restAreaNight(rules, state) !== undefined;

/** A state's rule that allows a night at its rest areas, as a free overnight night says it. */
export interface RestAreaNight {
  state: string;
  stateName: string;
  maxHours: number;
  summary: string;
  authority: string;
  source: string;
}

/**
 * The state's rule when its own rules allow a night's sleep in the rig at its rest areas; nothing
 * when they forbid it, set no limit (not a stated permission) or the state is not confirmed.
 */
export function restAreaNight(
  rules: RestAreaRules | undefined,
  state: string | undefined,
): RestAreaNight | undefined {
  const rule = confirmedRule(rules, state);
  const stateName = state ? STATE_NAMES[state] : undefined;
  if (!state || !stateName || rule?.rule !== 'allowed' || (rule.maxHours ?? 0) < OVERNIGHT_HOURS)
    return undefined;
  return {
    state,
    stateName,
    maxHours: rule.maxHours ?? OVERNIGHT_HOURS,
    summary: rule.summary,
    authority: rule.authority,
    source: rule.source,
  };
}
