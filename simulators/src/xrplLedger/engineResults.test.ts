import { DEFAULT_DEFINITIONS } from 'ripple-binary-codec';
import { ENGINE_RESULTS, describeEngineResult, entersLedger } from './engineResults';

describe('engine results', () => {
  it('are all results rippled knows, with the codes of its definitions', () => {
    for (const result of ENGINE_RESULTS) {
      expect(() => DEFAULT_DEFINITIONS.transactionResult.from(result)).not.toThrow();
    }
    expect(describeEngineResult('tefPAST_SEQ')).toEqual({
      engine_result: 'tefPAST_SEQ',
      engine_result_code: -190,
      engine_result_message: 'This sequence number has already passed.',
    });
    expect(describeEngineResult('telREQUIRES_NETWORK_ID').engine_result_code).toBe(-385);
  });

  it('enter the ledger when they succeed or claim the fee (tec)', () => {
    expect(ENGINE_RESULTS.filter(entersLedger).sort()).toEqual([
      'tecNO_DST_INSUF_XRP',
      'tecUNFUNDED_PAYMENT',
      'tesSUCCESS',
    ]);
  });
});
