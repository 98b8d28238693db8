// GET /api/v2/resource_list (spec 4.1, 2.2): main resources only, each with its parts, total,
// and the manager's custom fields as free_text_fields, with exact JSON types.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startTestStack, expectFailure, expectOk, newManager, type TestStack } from '@venue/testing';
import { addCustomField, addResource } from '../helpers/http.ts';

let stack: TestStack;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
});
after(async () => {
  await stack?.stop();
});

test('a manager without resources gets an empty list, total 0 and no free text fields', async () => {
  const manager = await newManager(stack);
  const answer = await manager.get('/api/v2/resource_list');
  assert.deepEqual(expectOk(answer), []);
  assert.equal(answer.body.total, 0);
  assert.deepEqual(answer.body.free_text_fields, []);
});

test('lists main resources only, each with its parts as {id, title}, [] when it has none', async () => {
  const manager = await newManager(stack);
  const hall = await addResource(manager, { title: 'Hall' });
  const stage = await addResource(manager, { title: 'Stage', parent_id: hall });
  const foyer = await addResource(manager, { title: 'Foyer', parent_id: hall });
  const garden = await addResource(manager, { title: 'Garden' });
  const kitchen = await addResource(manager, { title: 'Kitchen' });
  const pantry = await addResource(manager, { title: 'Pantry', parent_id: kitchen });

  const answer = await manager.get('/api/v2/resource_list');
  const data = expectOk(answer);
  assert.deepEqual(data, [
    {
      id: hall,
      title: 'Hall',
      parts: [
        { id: stage, title: 'Stage' },
        { id: foyer, title: 'Foyer' },
      ],
    },
    { id: garden, title: 'Garden', parts: [] },
    { id: kitchen, title: 'Kitchen', parts: [{ id: pantry, title: 'Pantry' }] },
  ]);
  assert.equal(answer.body.total, 3, 'total counts the main resources listed');
  assert.equal(typeof answer.body.total, 'number');
  for (const item of data) {
    assert.deepEqual(Object.keys(item).sort(), ['id', 'parts', 'title']);
    assert.ok(Number.isInteger(item.id), 'id is an integer, not a string');
    assert.equal(typeof item.title, 'string');
    assert.ok(Array.isArray(item.parts));
    for (const part of item.parts) {
      assert.deepEqual(Object.keys(part).sort(), ['id', 'title']);
      assert.ok(Number.isInteger(part.id));
      assert.equal(typeof part.title, 'string');
    }
  }
  // Parts never show up as top-level items.
  const topLevel = data.map((item: { id: number }) => item.id);
  for (const part of [stage, foyer, pantry]) assert.ok(!topLevel.includes(part));
});

test('free_text_fields lists every custom field with exact types; options only on select fields', async () => {
  const manager = await newManager(stack);
  await addResource(manager, { title: 'Room' });
  const seats = await addCustomField(manager, { name: 'Seats', type: 'numeric' });
  const floor = await addCustomField(manager, {
    name: 'Floor',
    type: 'select',
    options: ['ground', 'first', 'second'],
  });
  const light = await addCustomField(manager, {
    name: 'Light',
    type: 'select',
    options: 'daylight, artificial',
  });

  const answer = await manager.get('/api/v2/resource_list');
  expectOk(answer);
  assert.deepEqual(answer.body.free_text_fields, [
    { id: seats.id, name: 'Seats', type: 'numeric' },
    { id: floor.id, name: 'Floor', type: 'select', options: ['ground', 'first', 'second'] },
    { id: light.id, name: 'Light', type: 'select', options: ['daylight', 'artificial'] },
  ]);
  for (const field of answer.body.free_text_fields as { id: unknown }[])
    assert.ok(Number.isInteger(field.id));
  // The envelope: data, total, success and the free_text_fields sibling.
  assert.deepEqual(Object.keys(answer.body).sort(), ['data', 'free_text_fields', 'success', 'total']);
});

test("the list of one manager shows only that manager's resources and fields", async () => {
  const a = await newManager(stack);
  const b = await newManager(stack);
  const aHall = await addResource(a, { title: 'A hall' });
  await addResource(a, { title: 'A part', parent_id: aHall });
  await addCustomField(a, { name: 'A field', type: 'numeric' });
  const bRoom = await addResource(b, { title: 'B room' });

  const bList = await b.get('/api/v2/resource_list');
  assert.deepEqual(expectOk(bList), [{ id: bRoom, title: 'B room', parts: [] }]);
  assert.equal(bList.body.total, 1);
  assert.deepEqual(bList.body.free_text_fields, []);
});

test('without a valid key the list is refused', async () => {
  expectFailure(await stack.get('/api/v2/resource_list'), 401);
  expectFailure(await stack.get('/api/v2/resource_list', { api_secret_key: 'not-a-key' }), 401);
});
