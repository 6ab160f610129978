/**
 * `TEST_PORT_OFFSET=N` shifts every port of the BFF and e2e test stacks by N, so two test runs on one
 * machine (say two worktrees) do not collide. (Each emulator already has its own temp folder.)
 */
export function testPortOffset(env: NodeJS.ProcessEnv = process.env): number {
  const raw = env['TEST_PORT_OFFSET'];
  if (raw === undefined || raw === '') return 0;
  const offset = Number(raw);
  if (!Number.isInteger(offset) || offset < 0 || offset > 1000)
    throw new Error(`TEST_PORT_OFFSET must be a whole number from 0 to 1000, not "${raw}"`);
  return offset;
}
