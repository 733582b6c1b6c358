import { describe, expect, it } from 'vitest';
import { NO_ACCESS_FACTS, type AccessFacts } from './access';
import { storedAccessFacts, submittedAccess } from './access-fields';

describe('access facts as sent and as stored', () => {
  it('access facts are sent by their request names, flags as booleans and amenities together, and stored by their columns', () => {
    const stored: AccessFacts = {
      ...NO_ACCESS_FACTS,
      access: 'public',
      opening_hours: 'Mo 08:00-20:00',
      fee: 0,
      toilets: 1,
      supervised: 0,
    };
    const sent = submittedAccess(stored);
    expect(sent).toMatchObject({ access: 'public', openingHours: 'Mo 08:00-20:00', fee: false, feeText: null, supervised: false });
    expect(sent.amenities).toMatchObject({ toilets: true, parking: null });
    // Sent and stored again, every fact comes back as it was, the unset ones unset.
    expect(storedAccessFacts(sent)).toStrictEqual(stored);
  });

  it('a fact not sent stays undefined as stored (kept), and one the stored shape lacks is not sent', () => {
    expect(storedAccessFacts({ fee: true })).toMatchObject({ fee: 1, access: undefined, toilets: undefined });
    expect(JSON.parse(JSON.stringify(submittedAccess({ access: null })))).toStrictEqual({ access: null, amenities: {} });
  });
});
