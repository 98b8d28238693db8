// Yearly number ranges (issue 56): a range set `yearly` numbers RE-2027-0001, RE-2027-0002, … and
// restarts at 1 with the first document dated in a new year (the manager's zone).
//
// The year's count is kept beside the plain one, never in it: number_counter.last_number stays
// the plain range's last number, year_number the last number of `year`, last_date the document
// date that took it. So a range switched from yearly back to plain goes on where its plain numbers
// stopped, and a billing pod of the previous release, which numbers every range the plain way
// (during an upgrade, after a rollback), issues RE-<last + 1>: never a number issued already.
//
// A number is taken by take_number(), a VOLATILE PL/pgSQL function, because the number of a
// yearly range depends on the document's date, and that date (today, unless given) must be
// evaluated after the counter's lock is held (decisions.md, "A document's number is taken by the
// statement that stores it"): it locks the row by an upsert, then dates, checks and counts.
// A plain range is counted by that upsert alone, exactly as before.
//
// A number value now repeats in a yearly range, once a year: the key document_number_key
// (manager, type, number_value) gives way to one that includes the number's year (number_year,
// NULL for plain numbers). That index is not led by manager_id, so it never takes the lookup of a
// document by (id, manager_id) from document_id_lookup_idx (decisions.md, "A row's lookup by its
// key never goes through a manager-wide index").
//
// Expand-only: the previous release reads and writes none of the new columns (their defaults are
// a plain range and a plain number), and the copy trigger fills yearly and start_year with what
// document_settings holds. Down fails while a number value repeats within a type (yearly numbers).
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // start_year: the year start_number is for in a yearly range (a yearly start number is dropped
  // when the year turns); NULL in a plain one.
  await sql`alter table document_settings
    add column yearly boolean not null default false,
    add column start_year integer`.execute(db);
  await sql`alter table number_counter
    add column yearly boolean not null default false,
    add column start_year integer,
    add column year integer,
    add column year_number bigint not null default 0,
    add column last_date date`.execute(db);
  await sql`alter table document add column number_year integer`.execute(db);

  await sql`create unique index document_number_in_year_key on document (number_value, type, manager_id, (coalesce(number_year, 0)))`.execute(db);
  await sql`alter table document drop constraint document_number_key`.execute(db);

  await sql`create or replace function copy_range_to_counter() returns trigger language plpgsql
    set search_path from current as $$
    begin
      insert into number_counter (manager_id, type, prefix, start_number, yearly, start_year)
      values (new.manager_id, new.type, new.prefix, new.start_number, new.yearly, new.start_year)
      on conflict (manager_id, type) do update set prefix = excluded.prefix, start_number = excluded.start_number,
        yearly = excluded.yearly, start_year = excluded.start_year;
      return new;
    end $$`.execute(db);

  // The next number of a range, its prefix as the document keeps it, the number as printed, the
  // document date and the number's year (NULL: a plain range). given_date NULL: today in time_zone,
  // by the clock once the lock is held. A yearly range refuses a date before its last (SQLSTATE
  // VN001): a date of an earlier year would count that year again from 1.
  await sql`create function take_number(manager bigint, range_type text, default_prefix text, given_date date, time_zone text)
    returns table (last_number bigint, prefix text, number text, document_date date, number_year integer)
    language plpgsql volatile set search_path from current as $$
    #variable_conflict use_column
    declare
      c record;
      n bigint;
    begin
      insert into number_counter as k (manager_id, type, last_number) values (manager, range_type, 1)
      on conflict (manager_id, type) do update
        set last_number = case when k.yearly then k.last_number else greatest(k.last_number + 1, coalesce(k.start_number, 1)) end
      returning k.last_number, coalesce(k.prefix, default_prefix) as prefix, k.start_number, k.yearly, k.start_year,
        k.year, k.year_number, k.last_date
      into c;
      document_date := coalesce(given_date, (clock_timestamp() at time zone time_zone)::date);
      if not c.yearly then
        last_number := c.last_number;
        prefix := c.prefix;
        number := c.prefix || c.last_number;
        return next;
        return;
      end if;
      if document_date < c.last_date then
        raise exception using errcode = 'VN001', message = format(
          'document_date must not be before %s, the date of the last number issued in this yearly range',
          to_char(c.last_date, 'YYYY-MM-DD'));
      end if;
      number_year := extract(year from document_date)::integer;
      n := greatest(case when c.year = number_year then c.year_number + 1 else 1 end,
                    case when c.start_year = number_year then c.start_number else 1 end);
      update number_counter set year = number_year, year_number = n, last_date = document_date
        where manager_id = manager and type = range_type;
      last_number := n;
      prefix := c.prefix || number_year || '-';
      number := prefix || lpad(n::text, greatest(4, length(n::text)), '0');
      return next;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function take_number(bigint, text, text, date, text)`.execute(db);
  await sql`create or replace function copy_range_to_counter() returns trigger language plpgsql
    set search_path from current as $$
    begin
      insert into number_counter (manager_id, type, prefix, start_number)
      values (new.manager_id, new.type, new.prefix, new.start_number)
      on conflict (manager_id, type) do update set prefix = excluded.prefix, start_number = excluded.start_number;
      return new;
    end $$`.execute(db);
  await sql`alter table document add constraint document_number_key unique (manager_id, type, number_value)`.execute(db);
  await sql`drop index document_number_in_year_key`.execute(db);
  await sql`alter table document drop column number_year`.execute(db);
  await sql`alter table number_counter drop column yearly, drop column start_year, drop column year,
    drop column year_number, drop column last_date`.execute(db);
  await sql`alter table document_settings drop column yearly, drop column start_year`.execute(db);
}
