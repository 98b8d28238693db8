// POST /api/v2/resource_add (spec 4.3): every rule, with JSON and form-encoded bodies, checked
// through the API and, where the API does not show it, directly in the resources schema.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type pg from 'pg';
import {
  startTestStack,
  expectFailure,
  expectOk,
  newManager,
  openSql,
  type TestStack,
  type TestManager,
} from '@venue/testing';
import { addCustomField, addResource, expectRejectedWithoutWrites } from '../helpers/http.ts';

let stack: TestStack;
let sql: pg.Pool;
before(async () => {
  stack = await startTestStack({ services: ['resources'] });
  sql = openSql(stack);
});
after(async () => {
  await sql?.end();
  await stack?.stop();
});

interface StoredResource {
  id: number;
  manager_id: number;
  parent_id: number | null;
  title: string;
  platform_status: number;
  place_id: number | null;
  phone: string;
  fax: string;
  internal_comment: string;
  public_comment: string;
  lat: number | null;
  lng: number | null;
  tags: string[];
}

async function stored(id: number): Promise<StoredResource> {
  const { rows } = await sql.query(
    `select id::int, manager_id::int, parent_id::int, title, platform_status, place_id::int, phone, fax,
            internal_comment, public_comment, lat, lng, tags
       from resources.resource where id = $1`,
    [id],
  );
  assert.equal(rows.length, 1, `resource ${id} is stored`);
  return rows[0] as StoredResource;
}

async function storedPlace(id: number) {
  const { rows } = await sql.query(
    `select id::int, manager_id::int, street_hnr, zip, city, country, contact_person from resources.place where id = $1`,
    [id],
  );
  return rows[0] as {
    id: number;
    manager_id: number;
    street_hnr: string;
    zip: string;
    city: string;
    country: string;
    contact_person: string;
  };
}

async function storedCustomValues(resourceId: number): Promise<{ field_id: number; value: string }[]> {
  const { rows } = await sql.query(
    'select field_id::int, value from resources.resource_custom_value where resource_id = $1 order by field_id',
    [resourceId],
  );
  return rows;
}

const add = (manager: TestManager, body: Record<string, unknown>, form = false) =>
  manager.post('/api/v2/resource_add', body, { form });

for (const form of [false, true]) {
  describe(`resource_add with a ${form ? 'form-encoded' : 'JSON'} body`, () => {
    let manager: TestManager;
    before(async () => {
      manager = await newManager(stack);
    });

    test('creates a main resource and answers {id, message}', async () => {
      const answer = await add(manager, { title: 'Hall' }, form);
      const data = expectOk(answer);
      assert.deepEqual(Object.keys(data).sort(), ['id', 'message']);
      assert.ok(Number.isInteger(data.id));
      assert.equal(typeof data.message, 'string');
      const row = await stored(data.id);
      assert.equal(row.manager_id, manager.managerId);
      assert.equal(row.parent_id, null);
      assert.equal(row.title, 'Hall');
      assert.equal(row.platform_status, 1, 'platform_status defaults to 1');
      assert.equal(row.place_id, null, 'no address, no place');
    });

    test('the title is required: missing, empty and whitespace-only titles are refused', async () => {
      await expectRejectedWithoutWrites(sql, () => add(manager, {}, form), 400);
      await expectRejectedWithoutWrites(sql, () => add(manager, { title: '' }, form), 400);
      await expectRejectedWithoutWrites(sql, () => add(manager, { title: '   ' }, form), 400, /title/);
      await expectRejectedWithoutWrites(sql, () => add(manager, { title: '\t\n ' }, form), 400, /title/);
    });

    test('the title is stored trimmed', async () => {
      const id = await (async () =>
        expectOk(await add(manager, { title: '  Garden  ' }, form)).id as number)();
      assert.equal((await stored(id)).title, 'Garden');
    });

    test('parent_id creates a part under a main resource', async () => {
      const main = expectOk(await add(manager, { title: 'Main' }, form)).id as number;
      const part = expectOk(await add(manager, { title: 'Part', parent_id: main }, form)).id as number;
      assert.equal((await stored(part)).parent_id, main);
      const list = expectOk(await manager.get('/api/v2/resource_list'));
      const entry = list.find((item: { id: number }) => item.id === main);
      assert.deepEqual(entry.parts, [{ id: part, title: 'Part' }]);
    });

    test('a part cannot be a parent (400), an unknown parent is 404', async () => {
      const main = expectOk(await add(manager, { title: 'Main' }, form)).id as number;
      const part = expectOk(await add(manager, { title: 'Part', parent_id: main }, form)).id as number;
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'Sub-part', parent_id: part }, form),
        400,
        /part/,
      );
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'Orphan', parent_id: 987654 }, form),
        404,
      );
    });

    test("another manager's resource as parent answers 404, like an unknown one", async () => {
      const other = await newManager(stack);
      const foreign = await addResource(other, { title: 'Not yours' });
      const foreignMessage = await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'Part', parent_id: foreign }, form),
        404,
      );
      assert.ok(!foreignMessage.includes(String(other.managerId)), 'the answer does not reveal the owner');
      const { rows } = await sql.query(
        'select count(*)::int as n from resources.resource where parent_id = $1',
        [foreign],
      );
      assert.equal(rows[0].n, 0);
    });

    test('custom fields are stored on main resources', async () => {
      const seats = await addCustomField(manager, { name: 'Seats', type: 'numeric' });
      const floor = await addCustomField(manager, {
        name: 'Floor',
        type: 'select',
        options: ['ground', 'first'],
      });
      const id = expectOk(
        await add(
          manager,
          { title: 'With fields', customfields: { [seats.id]: form ? '120' : 120, [floor.id]: 'first' } },
          form,
        ),
      ).id as number;
      assert.deepEqual(await storedCustomValues(id), [
        { field_id: seats.id, value: '120' },
        { field_id: floor.id, value: 'first' },
      ]);
      const decimal = expectOk(
        await add(manager, { title: 'Decimal', customfields: { [seats.id]: '-12.5' } }, form),
      ).id as number;
      assert.deepEqual(await storedCustomValues(decimal), [{ field_id: seats.id, value: '-12.5' }]);
    });

    test('custom fields on a part are refused', async () => {
      const seats = await addCustomField(manager, { name: 'Seats', type: 'numeric' });
      const main = await addResource(manager, { title: 'Main' });
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'Part', parent_id: main, customfields: { [seats.id]: '3' } }, form),
        400,
        /customfields/,
      );
    });

    test('unknown and foreign custom field ids are not found alike (404); malformed keys are a 400', async () => {
      const other = await newManager(stack);
      const foreignField = await addCustomField(other, { name: 'Theirs', type: 'numeric' });
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'X', customfields: { 987654: '1' } }, form),
        404,
        /^custom field 987654 not found$/,
      );
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'X', customfields: { [foreignField.id]: '1' } }, form),
        404,
        new RegExp(`^custom field ${foreignField.id} not found$`),
      );
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'X', customfields: { abc: '1' } }, form),
        400,
      );
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'X', customfields: { 0: '1' } }, form),
        400,
      );
    });

    test('numeric fields take numbers only, select fields one of their options', async () => {
      const seats = await addCustomField(manager, { name: 'Seats', type: 'numeric' });
      const floor = await addCustomField(manager, {
        name: 'Floor',
        type: 'select',
        options: ['ground', 'first'],
      });
      for (const value of ['many', '', '12abc', '1e3', '1,5', '--1']) {
        await expectRejectedWithoutWrites(
          sql,
          () => add(manager, { title: 'X', customfields: { [seats.id]: value } }, form),
          400,
        );
      }
      for (const value of ['basement', '', 'Ground']) {
        await expectRejectedWithoutWrites(
          sql,
          () => add(manager, { title: 'X', customfields: { [floor.id]: value } }, form),
          400,
        );
      }
      // One bad value spoils the whole request, even next to a good one.
      await expectRejectedWithoutWrites(
        sql,
        () => add(manager, { title: 'X', customfields: { [floor.id]: 'ground', [seats.id]: 'lots' } }, form),
        400,
      );
    });

    test('resources with the same address and contact person share one place; another contact person gets another', async () => {
      const address = { street_hnr: 'Main St 1', zip: '12345', city: 'Springfield', country: 'US' };
      const first = expectOk(await add(manager, { title: 'One', ...address, contact_person: 'Homer' }, form))
        .id as number;
      const second = expectOk(await add(manager, { title: 'Two', ...address, contact_person: 'Homer' }, form))
        .id as number;
      const spaced = expectOk(
        await add(
          manager,
          {
            title: 'Three',
            street_hnr: ' Main St 1 ',
            zip: '12345',
            city: 'Springfield',
            country: 'us',
            contact_person: 'Homer ',
          },
          form,
        ),
      ).id as number;
      const other = expectOk(await add(manager, { title: 'Four', ...address, contact_person: 'Marge' }, form))
        .id as number;
      const [a, b, c, d] = await Promise.all([first, second, spaced, other].map(stored));
      assert.ok(a!.place_id !== null);
      assert.equal(b!.place_id, a!.place_id, 'same address and contact person: same place');
      assert.equal(c!.place_id, a!.place_id, 'surrounding blanks and country case do not make another place');
      assert.notEqual(d!.place_id, a!.place_id, 'another contact person: another place');
      const place = await storedPlace(a!.place_id!);
      assert.deepEqual(
        { ...place, id: 0 },
        {
          id: 0,
          manager_id: manager.managerId,
          street_hnr: 'Main St 1',
          zip: '12345',
          city: 'Springfield',
          country: 'US',
          contact_person: 'Homer',
        },
      );
      const otherZip = expectOk(
        await add(manager, { title: 'Five', ...address, zip: '54321', contact_person: 'Homer' }, form),
      ).id as number;
      assert.notEqual((await stored(otherZip)).place_id, a!.place_id, 'another address: another place');
      // The detail shows the place's address.
      const detail = expectOk(await manager.get(`/api/v2/resource/${second}`));
      assert.deepEqual(
        { street_hnr: detail.street_hnr, zip: detail.zip, city: detail.city, country: detail.country },
        address,
      );
    });

    test('another manager with the same address gets a place of its own', async () => {
      const other = await newManager(stack);
      const address = { street_hnr: 'Shared 9', zip: '999', city: 'Twin', contact_person: 'Pat' };
      const mine = expectOk(await add(manager, { title: 'Mine', ...address }, form)).id as number;
      const theirs = await addResource(other, { title: 'Theirs', ...address });
      const [m, t] = await Promise.all([stored(mine), stored(theirs)]);
      assert.notEqual(m.place_id, t.place_id);
      assert.equal((await storedPlace(t.place_id!)).manager_id, other.managerId);
    });

    test('tags are comma-separated, trimmed, without empties or duplicates', async () => {
      const id = expectOk(
        await add(manager, { title: 'Tagged', tags: 'music, large ,,outdoor,music, ' }, form),
      ).id as number;
      assert.deepEqual((await stored(id)).tags, ['music', 'large', 'outdoor']);
      const none = expectOk(await add(manager, { title: 'Untagged' }, form)).id as number;
      assert.deepEqual((await stored(none)).tags, []);
    });

    test('platform_status defaults to 1 and takes only 0 or 1', async () => {
      const zero = expectOk(await add(manager, { title: 'Hidden', platform_status: 0 }, form)).id as number;
      assert.equal((await stored(zero)).platform_status, 0);
      const one = expectOk(await add(manager, { title: 'Shown', platform_status: 1 }, form)).id as number;
      assert.equal((await stored(one)).platform_status, 1);
      for (const value of [2, -1, 'yes', 0.5]) {
        await expectRejectedWithoutWrites(
          sql,
          () => add(manager, { title: 'X', platform_status: value }, form),
          400,
        );
      }
    });

    test('lat and lng are stored as numbers within their ranges; out of range is refused', async () => {
      const id = expectOk(await add(manager, { title: 'Located', lat: -33.8688, lng: 151.2093 }, form))
        .id as number;
      const row = await stored(id);
      assert.equal(row.lat, -33.8688);
      assert.equal(row.lng, 151.2093);
      const edges = expectOk(await add(manager, { title: 'Edge', lat: 90, lng: -180 }, form)).id as number;
      assert.deepEqual([(await stored(edges)).lat, (await stored(edges)).lng], [90, -180]);
      for (const bad of [
        { lat: 90.0001 },
        { lat: -91 },
        { lng: 180.5 },
        { lng: -181 },
        { lat: 'north' },
        { lng: 'east' },
      ]) {
        await expectRejectedWithoutWrites(sql, () => add(manager, { title: 'X', ...bad }, form), 400);
      }
    });

    test('country is a two-letter code, stored upper case', async () => {
      const id = expectOk(await add(manager, { title: 'Swiss', city: 'Bern', country: 'ch' }, form))
        .id as number;
      assert.equal((await storedPlace((await stored(id)).place_id!)).country, 'CH');
      for (const country of ['DEU', 'D', '1A', 'D-']) {
        await expectRejectedWithoutWrites(
          sql,
          () => add(manager, { title: 'X', city: 'Y', country }, form),
          400,
        );
      }
    });

    test('phone, fax and both comments are stored as given', async () => {
      const id = expectOk(
        await add(
          manager,
          {
            title: 'Office',
            phone: '+1 555 0100',
            fax: '+1 555 0101',
            internal_comment: 'internal ✓',
            public_comment: 'public ✓',
          },
          form,
        ),
      ).id as number;
      const row = await stored(id);
      assert.deepEqual(
        [row.phone, row.fax, row.internal_comment, row.public_comment],
        ['+1 555 0100', '+1 555 0101', 'internal ✓', 'public ✓'],
      );
    });
  });
}

test('a JSON title that is not a string is refused', async () => {
  const manager = await newManager(stack);
  for (const title of [{ name: 'Hall' }, ['a', 'b'], null]) {
    await expectRejectedWithoutWrites(sql, () => add(manager, { title }), 400);
  }
});

test('a form title given as a nested parameter is refused', async () => {
  const manager = await newManager(stack);
  await expectRejectedWithoutWrites(
    sql,
    () => manager.post('/api/v2/resource_add', { title: { a: 'b' } }, { form: true }),
    400,
  );
});

test('the key must come with the body; without it nothing is created', async () => {
  await expectRejectedWithoutWrites(
    sql,
    () => stack.post('/api/v2/resource_add', { title: 'Anonymous' }),
    401,
  );
  expectFailure(await stack.post('/api/v2/resource_add', { title: 'Anonymous' }, { form: true }), 401);
});
