/**
 * The draft stock order the daily job raises for a stock profile with pedido_automatico whose pool fell to low or
 * very low (issue 16, "Keeping stock full, automatically"), and who hears about it. Pure: the service loads the
 * profile and people, this decides; the draft then goes through the stock-order form's own schema and checks.
 */
import { formatoFecha, sumarDias, type FechaIso } from '../fechas';
import { etiquetaNivelStock, NivelStock } from '../enums/stock';
import { JORNADAS_CON_HORARIO, PEDIDO_LIMITES } from '../enums/pedidos';
import type { CamposPedidoStockEntrada } from '../pedidos/stock/formulario';
import { requiereAuxilioTransporteExtra } from '../pedidos/stock/formulario';

/** Levels that raise an automatic draft: 3 low, 4 very low (and any other value, read as very low). */
export function nivelPideReposicion(nivel: number | null): boolean {
  return nivel !== null && nivel !== NivelStock.ALTO && nivel !== NivelStock.MEDIO;
}

/** Vacancies of the draft: what the pool lacks to reach its goal (at least one). */
export function vacantesReposicion(meta: number, candidatos: number): number {
  return Math.max(PEDIDO_LIMITES.minVacantes, meta - candidatos);
}

/** Days from today to the draft's entry date: the profile's agreed search days, within 1..90 (15 when unset). */
export function diasHastaIngreso(tiempoDiasBusqueda: number | null): number {
  return Math.min(90, Math.max(1, tiempoDiasBusqueda ?? 15));
}

/** Text the draft carries where the form needs data only a person knows (cost centre, address, authoriser). */
export const POR_DEFINIR = 'Por definir';

/** Who the dashboard and detail name as creator of an automatic draft: the system, not the person who signs it. */
export const CREADOR_SISTEMA = 'Sistema (stock automático)';

export const MENSAJES_BORRADOR_AUTOMATICO = {
  completar: 'Complete este dato: el pedido se creó automáticamente.',
  auxilio: 'Indique el auxilio de transporte adicional: el pedido se creó automáticamente.',
  incompleto: 'Complete los datos del pedido creado automáticamente antes de aprobarlo.',
} as const;

/** "Creado automáticamente el DD/MM/YYYY por nivel bajo" (or "muy bajo"). */
export function etiquetaCreadoAutomaticamente(fecha: Date, nivel: number): string {
  return `Creado automáticamente el ${formatoFecha(fecha)} por nivel ${etiquetaNivelStock(nivel).toLowerCase()}`;
}

/** What an automatic draft's city line must have completed before it is approved. */
export interface LineaBorradorAutomatico {
  centroCosto: string | null;
  direccionPresentarse: string | null;
  personaAutorizaIngreso: string | null;
  salario: number | null;
  tieneRuta: boolean;
  auxilioTransporteExtra: number | null;
}

/**
 * The fields a person still has to complete in an automatic draft, keyed as the form's fields (`lineas.0.centroCosto`):
 * the "Por definir" texts the job wrote, and the extra transport allowance the form requires (no route and salary
 * below twice the minimum wage) that the job left at 0. Empty: the draft may be approved.
 */
export function camposPorCompletar(
  lineas: readonly LineaBorradorAutomatico[],
  smmlv: number,
): Record<string, string> {
  const campos: Record<string, string> = {};
  lineas.forEach((l, i) => {
    for (const campo of ['centroCosto', 'direccionPresentarse', 'personaAutorizaIngreso'] as const) {
      const valor = (l[campo] ?? '').trim();
      if (valor === '' || valor === POR_DEFINIR)
        campos[`lineas.${i}.${campo}`] = MENSAJES_BORRADOR_AUTOMATICO.completar;
    }
    if (
      requiereAuxilioTransporteExtra(l.salario, l.tieneRuta, smmlv) &&
      !(Number(l.auxilioTransporteExtra) > 0)
    )
      campos[`lineas.${i}.auxilioTransporteExtra`] = MENSAJES_BORRADOR_AUTOMATICO.auxilio;
  });
  return campos;
}

/** Working hours of the draft when its work day needs them (2 full time, 3 half time). */
const HORARIO: Readonly<Record<number, [string, string]>> = { 2: ['07:00', '17:00'], 3: ['08:00', '12:00'] };

export interface DatosReposicion {
  clienteId: number;
  perfil: {
    id: number;
    nombreCargoPerfil: string;
    salario: number;
    horarioTrabajo: number;
    tiempoDiasBusqueda: number | null;
  };
  ciudadId: number;
  ciudadNombre: string;
  meta: number;
  candidatos: number;
  nivel: number;
  hoy: FechaIso;
  smmlv: number;
  /**
   * Convocatoria type of the draft: required by the stock form when the profile has filter questions; the job
   * proposes the first active type of the catalogue and the person who completes the draft may change it.
   */
  convocatoria: string | null;
}

/**
 * The stock-order form filled from the stock profile: one city block, vacancies = goal − pool, the profile's
 * salary (never below the minimum wage) and work day, entry date after the agreed search days; what only a
 * person knows reads "Por definir" and the description says why the draft exists. A draft (state 1) is edited
 * and approved by a person before anyone works on it.
 */
export function borradorReposicion(d: DatosReposicion): CamposPedidoStockEntrada {
  const salario = Math.max(d.perfil.salario, d.smmlv);
  const jornada = d.perfil.horarioTrabajo;
  const horario = (JORNADAS_CON_HORARIO as readonly number[]).includes(jornada)
    ? (HORARIO[jornada] ?? null)
    : null;
  return {
    clienteId: d.clienteId,
    perfilId: d.perfil.id,
    nombreCargo: d.perfil.nombreCargoPerfil.slice(0, 200),
    descripcion:
      `Pedido stock creado automáticamente: el stock de ${d.perfil.nombreCargoPerfil} en ${d.ciudadNombre} está en nivel ` +
      `${etiquetaNivelStock(d.nivel)} (${d.candidatos} de ${d.meta} candidatos). Complete los datos marcados "${POR_DEFINIR}" y apruébelo.`,
    esDestacado: false,
    convocatoria: d.convocatoria,
    lineas: [
      {
        ciudadId: d.ciudadId,
        centroCosto: POR_DEFINIR,
        direccionPresentarse: POR_DEFINIR,
        personaAutorizaIngreso: POR_DEFINIR,
        vacantes: vacantesReposicion(d.meta, d.candidatos),
        salario,
        tieneRuta: false,
        auxilioTransporteExtra: requiereAuxilioTransporteExtra(salario, false, d.smmlv) ? 0 : null,
        fechaIngreso: sumarDias(d.hoy, diasHastaIngreso(d.perfil.tiempoDiasBusqueda)),
        jornadaLaboral: jornada,
        horarioInicio: horario?.[0] ?? null,
        horarioFin: horario?.[1] ?? null,
      },
    ],
  };
}

/** An operations head who may hear about a client's automatic draft. */
export interface JefeOperaciones {
  id: number;
  email: string;
  sucursalId: number | null;
}

/**
 * Who is told (and signs the draft): the operations heads with access to the client; when the stock profile
 * belongs to a branch and some of them work there, only those. The first (lowest id) is the draft's creator
 * and person in charge. Empty: nobody to tell, no draft.
 */
export function jefesAvisados(
  jefes: readonly JefeOperaciones[],
  sucursalId: number | null,
): JefeOperaciones[] {
  const ordenados = [...jefes].filter((j) => j.email.trim() !== '').sort((a, b) => a.id - b.id);
  const deSucursal = sucursalId === null ? [] : ordenados.filter((j) => j.sucursalId === sucursalId);
  return deSucursal.length > 0 ? deSucursal : ordenados;
}

export interface DatosCorreoReposicion {
  cliente: string;
  perfil: string;
  ciudad: string;
  nivel: number;
  candidatos: number;
  meta: number;
  pedidoId: number;
  enlace: string;
}

/** Subject and text of the e-mail to the operations heads (formal "usted"). */
export function correoReposicion(d: DatosCorreoReposicion): { asunto: string; texto: string } {
  const nivel = etiquetaNivelStock(d.nivel);
  return {
    asunto: `Stock en nivel ${nivel}: borrador de pedido stock ${d.pedidoId} (${d.cliente})`,
    texto: [
      'Buen día,',
      '',
      `El stock del cliente ${d.cliente}, perfil ${d.perfil}, en ${d.ciudad}, bajó a nivel ${nivel} (${d.candidatos} de ${d.meta} candidatos).`,
      `Se creó el borrador del pedido stock ${d.pedidoId} para reponerlo. Revíselo, complete los datos y apruébelo en:`,
      '',
      d.enlace,
      '',
      'Este mensaje lo envía el mantenimiento diario del stock.',
    ].join('\n'),
  };
}
