// What a start opened is closed last first, and a failed start closes it before its error goes on
// (opened-stack.ts).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { OpenedStack, startOrUndo } from '../src/opened-stack.ts';

test('closeAll closes the last opened first, once', async () => {
  const closed: string[] = [];
  const opened = new OpenedStack();
  assert.equal(
    opened.adopt('pool', (name) => closed.push(name)),
    'pool',
  );
  opened.adopt('bus', async (name) => closed.push(name));
  opened.adopt('server', (name) => closed.push(name));
  await opened.closeAll();
  await opened.closeAll();
  assert.deepEqual(closed, ['server', 'bus', 'pool']);
});

test('a closer that fails does not keep the others from running; its error comes after them', async () => {
  const closed: string[] = [];
  const opened = new OpenedStack();
  opened.adopt('pool', (name) => closed.push(name));
  opened.adopt('bus', () => {
    throw new Error('bus would not close');
  });
  opened.adopt('server', (name) => closed.push(name));
  await assert.rejects(opened.closeAll(), /bus would not close/);
  assert.deepEqual(closed, ['server', 'pool']);
});

test('a start that fails closes what it had opened and fails with its own error', async () => {
  const closed: string[] = [];
  await assert.rejects(
    startOrUndo(async (opened) => {
      opened.adopt('pool', (name) => closed.push(name));
      opened.adopt('bus', () => {
        throw new Error('bus would not close');
      });
      throw new Error('port taken');
    }),
    /port taken/,
  );
  assert.deepEqual(closed, ['pool']);
});

test('a start that succeeds leaves what it opened open until its stop', async () => {
  const closed: string[] = [];
  const started = await startOrUndo(async (opened) => {
    opened.adopt('pool', (name) => closed.push(name));
    return { stop: () => opened.closeAll() };
  });
  assert.deepEqual(closed, []);
  await started.stop();
  assert.deepEqual(closed, ['pool']);
});
