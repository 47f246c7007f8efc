import { diaDeSemana, fechaEnZonaNegocio, semanaIso, sumarDiasInstante } from '@talento/rules';
import { IndicadorOperaciones, ReporteEmbebido, type Sucursal, type Usuario } from '../../../entities';
import { cliente, type Contexto, NIT_LA_SABANA, NIT_TEXTILES } from './contexto';

export const SEMANAS_INDICADORES = 8;

/** Relative size of each branch's operation. */
const ESCALA: Record<string, number> = {
  'Bogotá Centro': 1.6,
  'Bogotá Norte': 1.2,
  Medellín: 1.1,
  Cali: 1,
  Barranquilla: 0.9,
  Bucaramanga: 0.6,
};

/**
 * Weekly operations-funnel rows for the last eight complete weeks (ending on Sunday): one per branch
 * (totals), plus rows for the two demo client companies and for the psychologist. Two embedded reports.
 */
export async function seedReportes(ctx: Contexto): Promise<void> {
  const { em, rnd, reloj, usuarios } = ctx;
  const ultimoDomingo = sumarDiasInstante(reloj.hoy, -(diaDeSemana(fechaEnZonaNegocio(reloj.hoy)) % 7));
  const fila = (corte: Date, sucursal: Sucursal, escala: number, extra: { cliente?: string; psicologo?: Usuario } = {}) => {
    const n = (min: number, max: number) => Math.max(0, Math.round(rnd.entero(min, max) * escala));
    const hvEnviadas = n(8, 22);
    const contratados = Math.min(hvEnviadas, n(2, 9));
    const { anio, semana } = semanaIso(fechaEnZonaNegocio(corte));
    em.create(IndicadorOperaciones, {
      fechaCorte: fechaEnZonaNegocio(corte),
      anio,
      semana,
      sucursal,
      cliente: extra.cliente ? cliente(ctx, extra.cliente) : null,
      psicologo: extra.psicologo ?? null,
      procesosRealizados: n(4, 12),
      pedidosIngresados: n(2, 7),
      hvEnviadas,
      contratados,
      pedidosCancelados: n(0, 2),
      personasRechazadas: n(2, 8),
      desde: fechaEnZonaNegocio(sumarDiasInstante(corte, -6)),
      hasta: fechaEnZonaNegocio(corte),
      vPaCHF: n(1, 4),
      vPCHF: n(2, 6),
      vFCHF: n(0, 3),
      CEP: n(0, 2),
      vPa: n(3, 6),
      vP: n(4, 8),
      PPCC: n(0, 2),
      K: 1,
      calculadoEn: sumarDiasInstante(corte, 1),
    });
  };
  for (let w = 0; w < SEMANAS_INDICADORES; w++) {
    const corte = sumarDiasInstante(ultimoDomingo, -7 * w);
    for (const sucursal of ctx.sucursales.values()) fila(corte, sucursal, ESCALA[sucursal.nombre] ?? 1);
    const centro = ctx.sucursales.get('Bogotá Centro');
    const cali = ctx.sucursales.get('Cali');
    const norte = ctx.sucursales.get('Bogotá Norte');
    if (centro) fila(corte, centro, 0.4, { cliente: NIT_LA_SABANA });
    if (cali) fila(corte, cali, 0.4, { cliente: NIT_TEXTILES });
    if (norte) fila(corte, norte, 0.5, { psicologo: usuarios.psicologa });
  }
  em.create(ReporteEmbebido, {
    nombre: 'Rotación y ausentismo',
    url: 'https://reportes.talento.demo/embed/rotacion-ausentismo',
    permiso: 'read_reportesOperaciones_todos',
  });
  em.create(ReporteEmbebido, {
    nombre: 'Cumplimiento de rutas de mercaderistas',
    url: 'https://reportes.talento.demo/embed/merchandising-rutas',
    esMerchandising: true,
    cliente: cliente(ctx, NIT_LA_SABANA),
  });
  await em.flush();
}
