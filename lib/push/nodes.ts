/**
 * The database nodes of alerts, written and read by the server alone (database.rules.json denies
 * every browser): pushSubscriptions/<hash of the token> holds each device that allowed alerts
 * (kept as lib/privacy/retention.ts says), scheduledSends/<job and slot or reminder> when a
 * scheduled send was claimed.
 */
export const PUSH_SUBSCRIPTIONS_NODE = 'pushSubscriptions';
export const SCHEDULED_SENDS_NODE = 'scheduledSends';
