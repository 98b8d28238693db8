// Scenario "documents" (issue 56): an approved invoice read back as its XRechnung (GET
// invoice_xml, CII) and as its ZUGFeRD hybrid PDF (GET invoice_file), through the gateway, one
// request at a time: what a manager's bookkeeping export waits for per document. Both are made
// from the stored snapshot on every request (nothing is cached), so this is their whole cost.
import { createBenchManager } from '../lib/fixture.ts';
import { GatewayApi, singleBookingBody } from '../lib/gateway-api.ts';
import { measureHttp, type HttpFigures } from '../lib/http-load.ts';
import { createProbes, phase, sleep } from '../lib/phase.ts';
import { accountingLines, fmt, type NamedPhase, type Phase, type ScenarioReport } from '../lib/report.ts';
import { absoluteTarget, type MachineClass } from '../lib/targets.ts';
import type { ScenarioContext } from './context.ts';

/** Issue 56: p50 through the gateway. */
const XML_P50_TARGET_MS = 20;
const PDF_P50_TARGET_MS = 150;

export interface DocumentsResults {
  xml: Phase<HttpFigures>;
  pdf: Phase<HttpFigures>;
}

/** A manager with what an XRechnung needs, a booking of a customer, its invoice approved: its number. */
async function approvedInvoice(api: GatewayApi): Promise<string> {
  await api.postOk('/api/internal/issuer_set', {
    street_hnr: 'Benchstr. 1',
    zip: '10115',
    city: 'Berlin',
    country: 'DE',
    vat_id: 'DE136695976',
    email: 'rechnung@bench.example',
    phone: '+49 30 1234567',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    payment_terms_days: 14,
  });
  const hall = await api.addResource('Hall');
  const rate = (await api.postOk('/api/internal/tax_rate_add', { name: 'Standard', rate: '19' })).data as { id: number };
  await api.postOk('/api/internal/tax_settings_set', { vat_active: 1, calculation: 'vertical', default_tax_rate_id: rate.id });
  await api.postOk('/api/internal/tariff_add', {
    title: 'Hourly',
    customer_group_id: 0,
    resource_ids: String(hall),
    price_type: 'fixed',
    interval: 'per_hour',
    amount: '40',
  });
  const customer = await api.postOk('/api/v2/customer_add', {
    company_name: 'Stadt Köln',
    street: 'Rathausplatz',
    house_number: '2',
    zip: '50667',
    city: 'Köln',
    country: 'DE',
    email: 'einkauf@stadt-koeln.example',
  });
  const customerId = (customer.data as { id: number }[])[0]!.id;
  const booked = await api.postOk('/api/v2/booking_add', { ...singleBookingBody(hall, '2031-03-03', '09:00', '12:00'), customer_id: customerId });
  const bookingId = (booked.data as { id: number }[])[0]!.id;
  // Billing learns the booking from its event: invoice_create answers 404 until then.
  for (let tries = 0; ; tries += 1) {
    const draft = await api.post('/api/internal/invoice_create', { booking_ids: String(bookingId) });
    if (draft.status === 200) {
      const approved = await api.postOk('/api/internal/invoice_approve', { invoice_id: (draft.body.data as { id: number }).id });
      return (approved.data as { invoice_number: string }).invoice_number;
    }
    if (tries > 100) throw new Error(`invoice_create answered ${draft.status}: ${JSON.stringify(draft.body)}`);
    await sleep(0.1);
  }
}

export async function runDocuments(ctx: ScenarioContext): Promise<DocumentsResults> {
  const { settings, database, stack } = ctx;
  const { apiKey } = await createBenchManager(database.url);
  const api = new GatewayApi(stack.gatewayUrl, apiKey);
  const number = await approvedInvoice(api);
  const url = (route: string) => `${stack.gatewayUrl}/api/internal/${route}/${number}?api_secret_key=${encodeURIComponent(apiKey)}`;
  for (const route of ['invoice_xml', 'invoice_file']) {
    const answer = await fetch(url(route));
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}: ${(await answer.text()).slice(0, 300)}`);
  }
  const probes = createProbes(ctx.pids, database);
  const load = { connections: 1, durationSec: settings.durationSec, warmupSec: settings.warmupSec };
  await sleep(settings.settleSec);
  console.log(`documents: measuring GET invoice_xml/${number} …`);
  const xml = await phase(`invoice_xml/${number}`, probes, (beforeMeasure) => measureHttp(url('invoice_xml'), { ...load, beforeMeasure }));
  await sleep(settings.settleSec);
  console.log(`documents: measuring GET invoice_file/${number} …`);
  const pdf = await phase(`invoice_file/${number}`, probes, (beforeMeasure) => measureHttp(url('invoice_file'), { ...load, beforeMeasure }));
  return { xml, pdf };
}

export function documentsReport(results: DocumentsResults, machine: MachineClass): ScenarioReport {
  const line = (name: string, f: HttpFigures) =>
    `${name}: ${fmt(f.requestsPerSec, 1)}/s one at a time, p50 ${fmt(f.latencyP50Ms, 1)} ms, p99 ${fmt(f.latencyP99Ms, 1)} ms, ${f.non2xx} non-2xx`;
  const { xml, pdf } = results;
  const targets = [
    absoluteTarget(
      'invoice XML p50',
      xml.figures.latencyP50Ms,
      `${fmt(xml.figures.latencyP50Ms, 1)} ms`,
      `≤ ${XML_P50_TARGET_MS} ms`,
      xml.figures.latencyP50Ms <= XML_P50_TARGET_MS && xml.figures.non2xx === 0,
      machine,
    ),
    absoluteTarget(
      'invoice hybrid PDF p50',
      pdf.figures.latencyP50Ms,
      `${fmt(pdf.figures.latencyP50Ms, 1)} ms`,
      `≤ ${PDF_P50_TARGET_MS} ms`,
      pdf.figures.latencyP50Ms <= PDF_P50_TARGET_MS && pdf.figures.non2xx === 0,
      machine,
    ),
  ];
  const phases: NamedPhase[] = [
    ['invoice XML', xml, xml.figures.requests],
    ['hybrid PDF', pdf, pdf.figures.requests],
  ];
  return {
    summary: ['== documents', line('GET invoice_xml (CII)', xml.figures), line('GET invoice_file (PDF/A-3 + XML)', pdf.figures), ...targets.map((t) => t.line)],
    accounting: accountingLines(phases),
    targets,
  };
}
