/**
 * The runner's own durations, each named once, and its one sleep. They are the bench runner's (how long it waits for
 * a lab router, how often it asks), not the product's: those are contract/src/timing.ts.
 */

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** s a scenario's waits may add up to in real time on a router whose inventory gives no realTime.maxWaitS */
export const DEFAULT_MAX_WAIT_S = 120;
/** s a router may take to answer again after a reboot or an apply, before the power-cycle command (and again after it) */
export const DEFAULT_RESTART_LIMIT_S = 150;
/** s an outlet stays off when the runner cycles it by its `off` then `on` commands (no `cycle` command of its own) */
export const POWER_OFF_S = 5;
/** ms a lab driver's command (a PDU, a relay, a switch port) may take before the runner gives up on it */
export const LAB_COMMAND_LIMIT_MS = 60_000;
/** ms between two reads of the router while a lab action's effect shows (the WAN back, a node offline or online) */
export const LAB_POLL_MS = 1000;
/** ms between two GET status while a router restarts */
export const RESTART_POLL_MS = 2000;
/** ms after the guard's apply before asking whether the router is back: it answers first, then goes down */
export const APPLY_DOWN_MS = 3000;
/** ms a remote service may take to settle its pending records (spec 3 §4: pending → applied) before a read counts */
export const SETTLE_LIMIT_MS = 30_000;
/** ms between two reads of a resource whose records are still pending */
export const SETTLE_POLL_MS = 1000;

/** ms the runner's own client (guard, conformance, record) waits for one answer of the router */
export const API_TIMEOUT_MS = 15_000;
/** ms the proxy waits for the router's (or the cloud's) answer to a request of the page */
export const FORWARD_TIMEOUT_MS = 150_000;

/** ms before web/dist is copied again, when a build was being written while it was copied */
export const COPY_RETRY_MS = 3000;
/**
 * ms a Playwright run has to stop after the one SIGINT the runner forwards (it then writes its reports) before it is
 * killed — counted from the signal, or from the end of a restore of ours its scenario's end was waiting for
 */
export const STOP_LIMIT_MS = 10_000;

/** ms between two refreshes of a held lock's time (its file's mtime): a lock not refreshed for LOCK_EXPIRE_MS expired */
export const LOCK_REFRESH_MS = 60_000;
/** ms after which a lock its holder stopped refreshing is stale, whatever host holds it (a host that went down) */
export const LOCK_EXPIRE_MS = 10 * 60_000;
