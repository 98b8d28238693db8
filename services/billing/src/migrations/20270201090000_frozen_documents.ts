// Frozen documents (issue 56, GoBD): a numbered document and its rows and booking links never
// change again; only its processed mark may, and an invoice may become cancelled. Triggers refuse
// everything else, whoever writes. Rows and tax rates gain the EN 16931 VAT category and the
// exemption reason (BT-118, BT-120), kept on a row as its rate had them when the document was made.
// Expand-only: the previous release writes rows and rates without them (the defaults, '').
// Frozen: never import application code here.
import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table tax_rate
    add column category text not null default '' check (category in ('', 'S', 'Z', 'E', 'AE', 'K', 'G', 'O')),
    add column exemption_reason text not null default ''`.execute(db);
  await sql`alter table document_row
    add column tax_category text not null default '',
    add column tax_exemption_reason text not null default ''`.execute(db);

  // A numbered document: only processed, processed_at and approved → cancelled may change.
  await sql`create function document_frozen() returns trigger language plpgsql as $$
    begin
      if old.status = 'draft' then
        return case when tg_op = 'DELETE' then old else new end;
      end if;
      if tg_op = 'UPDATE'
         and (to_jsonb(new) - 'processed' - 'processed_at' - 'status') = (to_jsonb(old) - 'processed' - 'processed_at' - 'status')
         and (new.status = old.status or (old.status = 'approved' and new.status = 'cancelled')) then
        return new;
      end if;
      raise exception 'document % is numbered: it cannot be changed or deleted', old.number;
    end $$ set search_path from current`.execute(db);
  await sql`create trigger document_frozen before update or delete on document
    for each row execute function document_frozen()`.execute(db);

  // A numbered document's rows and booking links: neither changed nor deleted.
  await sql`create function document_part_frozen() returns trigger language plpgsql as $$
    begin
      if exists (select 1 from document d where d.id = old.document_id and d.status <> 'draft') then
        raise exception 'document % is numbered: its % cannot be changed or deleted', old.document_id, tg_table_name;
      end if;
      return case when tg_op = 'DELETE' then old else new end;
    end $$ set search_path from current`.execute(db);
  await sql`create trigger document_row_frozen before update or delete on document_row
    for each row execute function document_part_frozen()`.execute(db);
  await sql`create trigger document_booking_frozen before update or delete on document_booking
    for each row execute function document_part_frozen()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger document_booking_frozen on document_booking`.execute(db);
  await sql`drop trigger document_row_frozen on document_row`.execute(db);
  await sql`drop trigger document_frozen on document`.execute(db);
  await sql`drop function document_part_frozen()`.execute(db);
  await sql`drop function document_frozen()`.execute(db);
  await sql`alter table document_row drop column tax_category, drop column tax_exemption_reason`.execute(db);
  await sql`alter table tax_rate drop column category, drop column exemption_reason`.execute(db);
}
