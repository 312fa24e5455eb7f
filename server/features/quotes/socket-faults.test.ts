import t from 'tap';
import { isClientFault, socketFaults } from './socket-faults.ts';

function recorder() {
  const lines: { level: string; msg: string }[] = [];
  const at = (level: string) => (_o: unknown, msg: string) => { lines.push({ level, msg }); };
  const log = { debug: at('debug'), warn: at('warn'), error: at('error') } as unknown as Parameters<ReturnType<typeof socketFaults>['handle']>[1];
  return { lines, log };
}
const tooBig = Object.assign(new RangeError('Max payload size exceeded'), { code: 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH' });

t.test('client faults are counted, logged at debug and summarised at warn once a minute', async (t) => {
  let now = 0;
  const faults = socketFaults(60_000, () => now);
  const { lines, log } = recorder();
  for (let i = 0; i < 500; i++) faults.handle(tooBig, log, '203.0.113.9');
  t.equal(faults.total, 500);
  t.equal(lines.filter((l) => l.level === 'warn').length, 1, 'one warn line for a flood');
  t.equal(lines.filter((l) => l.level === 'error').length, 0, 'never an error');
  now = 61_000;
  faults.handle(tooBig, log, '203.0.113.9');
  const warns = lines.filter((l) => l.level === 'warn');
  t.equal(warns.length, 2, 'the next summary a minute later');
  t.match(warns[1]!.msg, /^quotes sockets: 500 client fault/, 'counting the faults since the last summary');
});

t.test('other socket errors stay errors', async (t) => {
  const faults = socketFaults();
  const { lines, log } = recorder();
  faults.handle(new Error('EPIPE'), log, '203.0.113.9');
  t.same(lines.map((l) => l.level), ['error']);
  t.equal(faults.total, 0);
  t.notOk(isClientFault(new Error('x')));
  t.ok(isClientFault(tooBig));
});
