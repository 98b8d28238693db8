// Every invoice of the table (scenarios.ts) and its cancellation, in CII and in UBL, through the
// offline validation kit: XML Schema, the EN 16931 rules and the XRechnung 3.0 rules must report
// no error (warnings are listed as diagnostics), and the hybrid PDF of each carries that CII. And
// a tampered document must fail, so that a pass means something.
//
// The kit lives beside the repository (../shared/einvoice from its root) or where EINVOICE_KIT
// says; without it these tests fail: an e-invoice that was never validated is not known to be valid.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { toCii } from '../../../src/invoices/einvoice/cii.ts';
import { eInvoiceOf, missingForXRechnung } from '../../../src/invoices/einvoice/from-document.ts';
import type { EInvoice } from '../../../src/invoices/einvoice/model.ts';
import { toUbl } from '../../../src/invoices/einvoice/ubl.ts';
import { cancellation } from './documents.ts';
import { SCENARIOS } from './scenarios.ts';
import { renderDocumentPdf } from '../../../src/invoices/pdf/render.ts';
import { embeddedXml } from '../../einvoice/embedded-xml.ts';
import { blocking, loadValidator, warnings, type Validate } from '../../einvoice/kit.ts';

let validate: Validate;

before(async () => {
  validate = await loadValidator();
});

const SYNTAXES: Record<string, (e: EInvoice) => string> = { CII: toCii, UBL: toUbl };

describe('e-invoices of the table validate (XSD, EN 16931, XRechnung 3.0)', () => {
  for (const [name, build] of Object.entries(SCENARIOS)) {
    for (const kind of ['invoice', 'cancellation'] as const) {
      for (const [syntax, write] of Object.entries(SYNTAXES)) {
        test(`${name}: ${kind}, ${syntax}`, async (t) => {
          const document = kind === 'invoice' ? build() : cancellation(build());
          assert.deepEqual(missingForXRechnung(document), []);
          const e = eInvoiceOf(document);
          assert.equal(e.typeCode, kind === 'invoice' ? '380' : '381');
          const xml = write(e);
          const result = await validate(xml, `${kind}.${syntax.toLowerCase()}.xml`);
          assert.deepEqual(blocking(result), []);
          assert.ok(result.ok);
          for (const warning of warnings(result)) t.diagnostic(warning);
          // The hybrid PDF carries exactly this CII (so what it embeds is what was validated).
          if (syntax === 'CII') {
            const pdf = await renderDocumentPdf(document, { facturXml: xml });
            assert.deepEqual(await embeddedXml(pdf), { name: 'factur-x.xml', xml });
          }
        });
      }
    }
  }
});

describe('the validation can fail', () => {
  const [, build] = Object.entries(SCENARIOS)[0]!;

  test('a document whose exempt row was charged 19 % fails the E rules', async () => {
    const document = build();
    const exempt = document.rows.find((r) => r.tax_category === 'E')!;
    // tampered: the exempt row taxed at 19 %, its tax and the totals made to add up again
    const tax = Math.floor((exempt.net_cents * 1900 + 5000) / 10000);
    exempt.tax_rate_bp = 1900;
    exempt.tax_cents = tax;
    exempt.gross_cents += tax;
    document.tax_cents += tax;
    document.gross_cents += tax;
    for (const write of Object.values(SYNTAXES)) {
      const result = await validate(write(eInvoiceOf(document)));
      assert.equal(result.ok, false);
      assert.ok(result.en16931.includes('BR-E-05'), `BR-E-05 among ${result.en16931.join(', ')}`);
    }
  });

  test('a breakdown whose tax was changed by a cent no longer adds up (BR-CO-14)', async () => {
    const e = eInvoiceOf(build());
    e.vatBreakdown[0]!.taxCents += 1;
    for (const write of Object.values(SYNTAXES)) {
      const result = await validate(write(e));
      assert.equal(result.ok, false);
      assert.ok(result.en16931.includes('BR-CO-14'), `BR-CO-14 among ${result.en16931.join(', ')}`);
    }
  });
});
