/**
 * The text of a statement kept by its shape (the same object for the same shape, each shape its own text), and the
 * generic plan a statement can ask for.
 */
import { describe, expect, it } from 'vitest';
import { baseDeUnaConexion, planesDeSentencia } from '../../testing/planes-sentencia';
import { consultaPreparada, textoPorForma } from './consulta-preparada';

describe('textoPorForma', () => {
  it('builds a shape’s text once and gives back that very string; another shape gets its own', () => {
    const memoria = new Map<string, string>();
    let armados = 0;
    const armar = (n: number) => () => {
      armados += 1;
      return `select ${'x, '.repeat(500)}${n}`;
    };
    const a = textoPorForma(memoria, 'a', armar(1));
    expect(textoPorForma(memoria, 'a', armar(99))).toBe(a);
    expect(textoPorForma(memoria, 'b', armar(2))).not.toBe(a);
    expect(armados).toBe(2);
  });
});

describe('consultaPreparada con planGenerico (PostgreSQL real, una sola conexión)', () => {
  const { em } = baseDeUnaConexion('consulta_preparada');
  const planes = (sql: string) => planesDeSentencia(em(), sql);
  const modo = async () =>
    (await consultaPreparada<{ plan_cache_mode: string }>(em(), 'show plan_cache_mode', []))[0]!
      .plan_cache_mode;

  it('usa el plan genérico desde la primera ejecución y deja la conexión como estaba; sin la opción, PostgreSQL hace planes a medida', async () => {
    const forzada =
      'select count(*)::int as n from pedido p where p.cliente_id = any(?::int[]) and p.vacantes > ?';
    const libre =
      'select count(*)::int as n from pedido p where p.cliente_id = any(?::int[]) and p.vacantes >= ?';
    for (let i = 0; i < 3; i++) {
      await consultaPreparada(em(), forzada, ['{1,2}', i], { planGenerico: true });
      await consultaPreparada(em(), libre, ['{1,2}', i]);
    }
    expect(await planes(forzada)).toEqual({ genericos: 3, personalizados: 0 });
    expect(await planes(libre)).toEqual({ genericos: 0, personalizados: 3 });
    expect(await modo()).toBe('auto');
  });

  it('si la sentencia falla, la conexión vuelve al modo por defecto y sigue sirviendo', async () => {
    await expect(
      consultaPreparada(em(), 'select 1 / ?::int as x', [0], { planGenerico: true }),
    ).rejects.toThrow(/division by zero/);
    expect(await modo()).toBe('auto');
    expect(await consultaPreparada(em(), 'select ?::int + 1 as x', [1])).toEqual([{ x: 2 }]);
  });
});
