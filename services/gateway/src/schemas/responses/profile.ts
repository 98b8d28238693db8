// Answer of GET /api/v2/profile (spec 2.9, 4.19).
import { Type } from 'typebox';
import { Ok, responses } from './envelope.ts';
import { DateYmd, Exact } from './formats.ts';

const Profile = Exact({
  first_name: Type.String(),
  last_name: Type.String(),
  company_name: Type.String(),
  email: Type.String(),
  logo: Type.String({ description: 'URL, "" when none' }),
  logo_thumbnail: Type.String({ description: 'URL, "" when none' }),
  currency: Type.String({ description: 'currency code' }),
  language: Type.String({ description: 'language code' }),
  created: DateYmd,
  age: Type.String(),
  zip: Type.String(),
  city: Type.String(),
  country: Type.String(),
  phone: Type.String(),
  fax: Type.String(),
  address: Type.String(),
});

export const profileResponses = {
  'GET /api/v2/profile': responses({ 200: Ok(Profile, 'The manager profile') }),
};
