import { readXamanReturn, xamanReturnUrl } from './xamanReturn';

const UUID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';

describe('readXamanReturn', () => {
  it('reads xaman_payload and journey, and keeps the other parameters', () => {
    expect(readXamanReturn(`?cohort=4&xaman_payload=${UUID}&journey=transaction&tab=up`)).toEqual({
      xamanReturn: { payloadId: UUID, journey: 'transaction' },
      found: true,
      rest: '?cohort=4&tab=up',
    });
  });

  it('takes connect as the default journey', () => {
    expect(readXamanReturn(`?xaman_payload=${UUID}`).xamanReturn).toEqual({
      payloadId: UUID,
      journey: 'connect',
    });
  });

  it('accepts payloadId, and id next to a journey', () => {
    expect(readXamanReturn(`?payloadId=${UUID}`).xamanReturn?.payloadId).toBe(UUID);
    expect(readXamanReturn(`?id=${UUID}&journey=connect`)).toMatchObject({
      xamanReturn: { payloadId: UUID, journey: 'connect' },
      rest: '',
    });
  });

  it('leaves a lone id alone: it is too common a name', () => {
    expect(readXamanReturn(`?id=${UUID}`)).toEqual({
      xamanReturn: null,
      found: false,
      rest: `?id=${UUID}`,
    });
  });

  it('removes a value that is not a payload id without acting on it', () => {
    expect(readXamanReturn('?xaman_payload=%7Bid%7D&journey=connect&x=1')).toEqual({
      xamanReturn: null,
      found: true,
      rest: '?x=1',
    });
  });

  it('finds nothing in an ordinary query string', () => {
    expect(readXamanReturn('?page=2').found).toBe(false);
  });
});

describe('xamanReturnUrl', () => {
  it("is this page with Xaman's {id} placeholder and the journey", () => {
    expect(xamanReturnUrl('connect', { origin: 'https://glow.test', pathname: '/vote' })).toBe(
      'https://glow.test/vote?xaman_payload={id}&journey=connect',
    );
  });
});
