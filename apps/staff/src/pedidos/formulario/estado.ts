import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@talento/api';
import type { OpcionTypeahead } from '@talento/ui';
import { aFechaIso, desdeFechaIso, fechaIngresoValida, PEDIDO_LIMITES, type CamposPedidoEntrada } from '@talento/rules';

type Salidas = inferRouterOutputs<AppRouter>['pedidos'];
export type PedidoFormulario = Salidas['paraFormulario'];
export type ConfiguracionFormulario = Salidas['configuracionFormulario'];
export type PerfilFormulario = Salidas['perfilesAprobados'][number];

/** One city line as the screen holds it (text inputs keep strings until parsed). */
export interface LineaForm {
  clave: string;
  id?: number;
  ciudad: OpcionTypeahead | null;
  vacantes: string;
  centroCosto: string;
  direccionPresentarse: string;
  personaAutorizaIngreso: string;
}

export interface OtroAuxilioForm {
  clave: string;
  nombre: string;
  valor: string;
}

export interface EstadoFormulario {
  cliente: OpcionTypeahead | null;
  perfilId: number | null;
  lineas: LineaForm[];
  sucursalId: string;
  nombreCargo: string;
  descripcion: string;
  minimoCandidatosVacante: string;
  salario: string;
  comision: string;
  tieneRuta: boolean;
  auxilioAlimentacion: string;
  auxilioInternet: string;
  auxilioCelular: string;
  auxilioRodamiento: string;
  otrosAuxilios: OtroAuxilioForm[];
  jornadaLaboral: string;
  horarioInicio: string;
  horarioFin: string;
  fechaIngreso: Date | null;
  tipoPedido: string;
  esDestacado: boolean;
}

let contador = 0;
export const nuevaClave = (): string => `k${++contador}`;

export const lineaVacia = (): LineaForm => ({
  clave: nuevaClave(),
  ciudad: null,
  vacantes: '1',
  centroCosto: '',
  direccionPresentarse: '',
  personaAutorizaIngreso: '',
});

export function estadoVacio(): EstadoFormulario {
  return {
    cliente: null,
    perfilId: null,
    lineas: [lineaVacia()],
    sucursalId: '',
    nombreCargo: '',
    descripcion: '',
    minimoCandidatosVacante: String(PEDIDO_LIMITES.minimoCandidatosVacanteDefecto),
    salario: '',
    comision: '',
    tieneRuta: false,
    auxilioAlimentacion: '0',
    auxilioInternet: '0',
    auxilioCelular: '0',
    auxilioRodamiento: '0',
    otrosAuxilios: [],
    jornadaLaboral: '',
    horarioInicio: '',
    horarioFin: '',
    fechaIngreso: null,
    tipoPedido: '',
    esDestacado: false,
  };
}

const texto = (n: number | null | undefined): string =>
  n === null || n === undefined ? '' : String(Math.round(n));

/**
 * Form state from an existing order: to edit it (`duplicar` false: keeps line ids) or to duplicate it
 * (no ids; an entry date outside today..12 months is dropped so the user picks a new one).
 */
export function estadoDesdePedido(p: PedidoFormulario, duplicar: boolean): EstadoFormulario {
  const hoy = new Date();
  const fecha =
    p.fechaIngreso && (!duplicar || fechaIngresoValida(p.fechaIngreso, hoy))
      ? desdeFechaIso(p.fechaIngreso)
      : null;
  return {
    cliente: { id: p.cliente.id, etiqueta: p.cliente.nombre, detalle: p.cliente.numeroDocumento },
    perfilId: p.perfil.id,
    lineas: p.lineas.map((l) => ({
      clave: nuevaClave(),
      id: duplicar ? undefined : l.id,
      ciudad: l.ciudad
        ? { id: l.ciudad.id, etiqueta: l.ciudad.nombre, detalle: l.ciudad.departamento }
        : null,
      vacantes: String(l.vacantes),
      centroCosto: l.centroCosto,
      direccionPresentarse: l.direccionPresentarse,
      personaAutorizaIngreso: l.personaAutorizaIngreso,
    })),
    sucursalId: p.sucursalId === null ? '' : String(p.sucursalId),
    nombreCargo: p.nombreCargo,
    descripcion: p.descripcion,
    minimoCandidatosVacante: String(p.minimoCandidatosVacante),
    salario: texto(p.salario),
    comision: texto(p.comision),
    tieneRuta: p.tieneRuta,
    auxilioAlimentacion: texto(p.auxilioAlimentacion),
    auxilioInternet: texto(p.auxilioInternet),
    auxilioCelular: texto(p.auxilioCelular),
    auxilioRodamiento: texto(p.auxilioRodamiento),
    otrosAuxilios: p.otrosAuxilios.map((o) => ({
      clave: nuevaClave(),
      nombre: o.nombre,
      valor: texto(o.valor),
    })),
    jornadaLaboral: p.jornadaLaboral === null ? '' : String(p.jornadaLaboral),
    horarioInicio: p.horarioInicio ?? '',
    horarioFin: p.horarioFin ?? '',
    fechaIngreso: fecha,
    tipoPedido: p.tipoPedido ?? '',
    esDestacado: p.esDestacado,
  };
}

/** Money typed as "1.500.000" or "$ 1500000": digits only; empty → undefined (required message). */
export function aNumero(valor: string): number | undefined {
  const digitos = valor.replace(/[^\d]/g, '');
  return digitos === '' ? undefined : Number(digitos);
}

/** What the shared schema parses (the same object is sent to pedidos.crear / pedidos.editar). */
export function aEntrada(e: EstadoFormulario, rutaPermitida: boolean): CamposPedidoEntrada {
  const horario = (h: string) => (h === '' ? null : h);
  return {
    clienteId: e.cliente?.id as number,
    perfilId: e.perfilId as number,
    lineas: e.lineas.map((l) => ({
      ...(l.id === undefined ? {} : { id: l.id }),
      ciudadId: l.ciudad?.id as number,
      vacantes: aNumero(l.vacantes) as number,
      centroCosto: l.centroCosto,
      direccionPresentarse: l.direccionPresentarse,
      personaAutorizaIngreso: l.personaAutorizaIngreso,
    })),
    sucursalId: (e.sucursalId === '' ? undefined : Number(e.sucursalId)) as number,
    nombreCargo: e.nombreCargo,
    descripcion: e.descripcion,
    minimoCandidatosVacante: aNumero(e.minimoCandidatosVacante) ?? 0,
    salario: aNumero(e.salario) as number,
    comision: aNumero(e.comision) ?? null,
    tieneRuta: rutaPermitida && e.tieneRuta,
    auxilioAlimentacion: aNumero(e.auxilioAlimentacion) ?? 0,
    auxilioInternet: aNumero(e.auxilioInternet) ?? 0,
    auxilioCelular: aNumero(e.auxilioCelular) ?? 0,
    auxilioRodamiento: aNumero(e.auxilioRodamiento) ?? 0,
    otrosAuxilios: e.otrosAuxilios.map((o) => ({ nombre: o.nombre, valor: aNumero(o.valor) as number })),
    jornadaLaboral: (e.jornadaLaboral === '' ? undefined : Number(e.jornadaLaboral)) as number,
    horarioInicio: horario(e.horarioInicio),
    horarioFin: horario(e.horarioFin),
    fechaIngreso: e.fechaIngreso ? aFechaIso(e.fechaIngreso) : '',
    tipoPedido: e.tipoPedido,
    esDestacado: e.esDestacado,
  };
}
