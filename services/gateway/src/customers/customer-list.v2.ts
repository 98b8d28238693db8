// customer_list's answer (4.11), read from the customers service a page at a time. The HTTP
// status goes out with the answer's first bytes, and after that a failure can no longer answer
// with its envelope (success false, a non-200 status). So the pages are gathered first, and the
// answer is sent whole, up to GATHERED_CHARS of it: a failure of any page then answers like any
// other failure. Past that, the rest is streamed, so memory stays flat for any number of
// customers; a failure there can only cut the answer short (the connection closes before the
// envelope's end: an incomplete answer, never a complete-looking one).
import { Readable } from 'node:stream';
import type { customers } from '@venue/contracts';

/** About 4 MB of answer: some thousands of customers, answered whole. */
export const GATHERED_CHARS = 4_000_000;

/** The page of customers after the one with `afterId` (0: the first page). */
export type CustomerPages = (afterId: number) => Promise<customers.ListCustomersResponse__Output>;

/** The answer as one string when the list fits in `gatheredChars`, else as a stream of its parts. */
export async function customerListAnswer(
  pages: CustomerPages,
  toJson: (customer: customers.Customer__Output) => string,
  gatheredChars = GATHERED_CHARS,
): Promise<string | Readable> {
  /** Each non-empty page's customers as JSON, comma-separated. */
  const gathered: string[] = [];
  let chars = 0;
  let total = 0;
  let page = await pages(0);
  for (;;) {
    if (page.customers.length > 0) {
      const json = page.customers.map(toJson).join(',');
      gathered.push(json);
      chars += json.length;
      total += page.customers.length;
    }
    if (!page.next_after_id) return `{"data":[${gathered.join(',')}],"total":${total},"success":true}`;
    if (total > 0 && chars >= gatheredChars) break;
    page = await pages(page.next_after_id);
  }
  let afterId = page.next_after_id;
  async function* rest(): AsyncGenerator<string> {
    // At least one customer is gathered here, so every later page follows a comma.
    yield `{"data":[${gathered.join(',')}`;
    gathered.length = 0;
    while (afterId) {
      const next = await pages(afterId);
      if (next.customers.length > 0) {
        yield ',' + next.customers.map(toJson).join(',');
        total += next.customers.length;
      }
      afterId = next.next_after_id;
    }
    yield `],"total":${total},"success":true}`;
  }
  return Readable.from(rest());
}
