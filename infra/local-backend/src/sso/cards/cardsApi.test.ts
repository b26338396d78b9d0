// Over HTTP: card types say what adding a card asks for; /v1/user/cards/verification sends
// and checks; partner accounts are found by verified contacts only and linked once.
import * as S from 'shared-contracts/schemas';
import type { LocalBackend } from '../../index';
import { http, signIn, startTestBackend } from '../../testHelpers';

let backend: LocalBackend;
let demo: string;
let budi: string;
beforeAll(async () => {
  backend = await startTestBackend();
  demo = (await signIn(backend, 'demo@myvalue.id')).access_token;
  budi = (await signIn(backend, 'baru@myvalue.id')).access_token;
});
afterAll(() => backend.close());

const errorOf = (body: unknown) => S.ContractErrorBodySchema.parse(body);

it('lists card types with the number shape and the channel of their code', async () => {
  const types = S.CardTypesSchema.parse((await http(backend.ssoUrl, '/v1/card-types')).body).results;
  expect(types.find((t) => t.code === 'GRAMEDIA')?.verification).toEqual({ numberLength: 16, numberPrefix: '7702', channel: 'EMAIL' });
});

it('adds a card with the code sent to the card’s contact; the card is in the wallet and the user', async () => {
  const sent = await http(backend.ssoUrl, '/v1/user/cards/verification', { token: demo, json: { cardTypeId: 4, cardNumber: '9100 0000 1122' } });
  expect(S.CardCodeSentSchema.parse(sent.body)).toMatchObject({ channel: 'EMAIL', sentTo: 'de**@myvalue.id' });
  const box = S.OutboxSchema.parse((await http(backend.ssoUrl, '/__outbox?to=demo@myvalue.id')).body).results;
  const code = box.at(-1)?.code ?? '';
  const linked = await http(backend.ssoUrl, '/v1/user/cards/verification', { token: demo, json: { cardTypeId: 4, cardNumber: '910000001122', code } });
  expect(linked.status).toBe(201);
  expect(S.CardLinkedSchema.parse(linked.body).card).toMatchObject({ cardType: 'GRAMEDIA_DIGITAL', cardNumber: '9100 0000 1122' });
  const cards = S.UserCardsSchema.parse((await http(backend.ssoUrl, '/v1/user/cards', { token: demo })).body).results;
  expect(cards.map((c) => c.cardNumber)).toContain('9100 0000 1122');

  const bad = await http(backend.ssoUrl, '/v1/user/cards/verification', { token: demo, json: { cardTypeId: 4, cardNumber: '9100 0000 1122', code: '12' } });
  expect([bad.status, errorOf(bad.body).errorCode]).toEqual([400, 'INVALID_PARAMETER']);
  const anonymous = await http(backend.ssoUrl, '/v1/user/cards/verification', { json: { cardTypeId: 4, cardNumber: '9100 0000 1122' } });
  expect(anonymous.status).toBe(401);
});

it('finds partner accounts by verified contacts only, connects one, and never the same one twice', async () => {
  const list = S.ClientMappingListSchema.parse((await http(backend.ssoUrl, '/v1/client_mapping/check', { token: demo })).body).results;
  expect(list.map((m) => [m.clientId, m.status, m.account])).toEqual([
    ['gramedia-com', 'AVAILABLE', 'de**@myvalue.id'],
    ['kompas-id', 'AVAILABLE', '+62812******90'],
    ['santika-com', 'NOT_FOUND', null],
  ]);
  // Budi's email is verified, his phone is not: the account registered to his email is found.
  const budiList = S.ClientMappingListSchema.parse((await http(backend.ssoUrl, '/v1/client_mapping/check?clientId=gramedia-com', { token: budi })).body);
  expect(budiList.results).toEqual([expect.objectContaining({ clientId: 'gramedia-com', status: 'AVAILABLE', account: 'ba**@myvalue.id' })]);

  const connected = await http(backend.ssoUrl, '/v1/client_mapping/connect', { token: demo, json: { clientId: 'kompas-id' } });
  expect(S.ClientMappingSchema.parse(connected.body)).toMatchObject({ status: 'CONNECTED', connectedAt: expect.any(String) });
  const none = await http(backend.ssoUrl, '/v1/client_mapping/connect', { token: demo, json: { clientId: 'santika-com' } });
  expect([none.status, errorOf(none.body).errorCode]).toEqual([404, 'PARTNER_ACCOUNT_NOT_FOUND']);
  const unknown = await http(backend.ssoUrl, '/v1/client_mapping/check?clientId=tidak-ada', { token: demo });
  expect(unknown.status).toBe(404);
});
