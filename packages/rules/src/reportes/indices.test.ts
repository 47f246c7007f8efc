import { describe, expect, it } from 'vitest';
import { EntradaFilasInforme } from './entradas';
import { CLAVES_CIFRA_CON_FILAS, esTerminoNivel, PARTES_INDICE } from './indices';

const claves = (i: keyof typeof PARTES_INDICE, lugar: string) =>
  PARTES_INDICE[i].filter((p) => p.lugar === lugar).map((p) => p.clave);

describe('lo que hay detrás de cada porcentaje del informe', () => {
  it('efectividad de envío = validadas / enviadas', () => {
    expect(claves('efectividadEnvio', 'numerador')).toEqual(['validadas']);
    expect(claves('efectividadEnvio', 'denominador')).toEqual(['hvEnviadas']);
  });

  it('nivel de servicio: vFCHF y CEP están arriba y abajo; PPCC solo abajo (spec 03 §9)', () => {
    expect(claves('nivelServicio', 'numerador')).toEqual(['vPaCHF', 'vPCHF']);
    expect(claves('nivelServicio', 'numerador y denominador')).toEqual(['vFCHF', 'CEP']);
    expect(claves('nivelServicio', 'denominador')).toEqual(['vPa', 'vP', 'PPCC']);
  });

  it('el puntaje general abre los términos de sus dos componentes, cada uno una vez', () => {
    const todas = PARTES_INDICE.puntajeGestion.map((p) => p.clave);
    expect(new Set(todas).size).toBe(todas.length);
    expect([...todas].sort()).toEqual(
      [...PARTES_INDICE.efectividadEnvio, ...PARTES_INDICE.nivelServicio].map((p) => p.clave).sort(),
    );
  });

  it('reportes.filas acepta medidas del embudo y términos del nivel; otra cosa, con mensaje', () => {
    expect(CLAVES_CIFRA_CON_FILAS).toHaveLength(17);
    expect(esTerminoNivel('PPCC')).toBe(true);
    expect(esTerminoNivel('vacantes')).toBe(false);
    expect(
      EntradaFilasInforme.safeParse({ medida: 'vPa', desde: '2026-06-01', hasta: '2026-06-07' }).success,
    ).toBe(true);
    const mal = EntradaFilasInforme.safeParse({
      medida: 'nivelServicio',
      desde: '2026-06-01',
      hasta: '2026-06-07',
    });
    expect(mal.success).toBe(false);
    expect(mal.error?.issues[0]?.message).toBe('Seleccione una cifra del informe.');
  });
});
