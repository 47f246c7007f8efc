import { describe, expect, it } from 'vitest';
import { readEnv } from './env';

describe('readEnv: TALENTO_TRUST_PROXY (issue 12 §9)', () => {
  it('takes the load balancer addresses, subnets and proxy-addr names', () => {
    expect(readEnv({ TALENTO_TRUST_PROXY: '10.0.0.5, 10.0.0.0/24,loopback, ::1, fd00::/8' }).TALENTO_TRUST_PROXY).toEqual([
      '10.0.0.5',
      '10.0.0.0/24',
      'loopback',
      '::1',
      'fd00::/8',
    ]);
    expect(readEnv({}).TALENTO_TRUST_PROXY).toEqual([]);
  });

  it.each(['true', '1', '*', '10.0.0.0/33', 'proxy.example.co'])('refuses %j with a Spanish message asking for addresses', (valor) => {
    expect(() => readEnv({ TALENTO_TRUST_PROXY: valor })).toThrow(/TALENTO_TRUST_PROXY: indique las direcciones del balanceador/);
  });
});
