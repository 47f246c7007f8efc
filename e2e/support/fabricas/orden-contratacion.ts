import type pg from 'pg';
import { hoyIso, sumarDias } from '@talento/rules';
import type { ClienteApi } from '../api/cliente-trpc';
import { crearPedidoEnSeleccion } from './candidato-en-pedido';
import { crearPedido } from './pedido';

export interface OrdenContratacionCreada {
  pedidoId: number;
  candidatoPedidoId: number;
  /** Present when `guardar` was asked. */
  ordenId: number | null;
  documento: string;
  nombre: string;
  /** The person's e-mail (their CV's). */
  email: string;
}

/**
 * A candidate in contracting (state 6): a stage-3 order whose candidate is validated, interviewed and approved
 * through the API; with `guardar`, its hiring order saved (`contratacion.crear`) on the seeded ERP masters.
 */
export async function crearOrdenContratacion(
  api: ClienteApi,
  base: pg.Pool,
  { guardar = true } = {},
): Promise<OrdenContratacionCreada> {
  const enSeleccion = await crearPedidoEnSeleccion(
    api,
    base,
    await crearPedido(api, { estado: 2, fac: true }),
  );
  const [candidato] = enSeleccion.enviados;
  if (!candidato) throw new Error('El pedido no tiene candidatos enviados');
  const { seleccionados } = await api.candidatosPedido.listar.query({ pedidoId: enSeleccion.id });
  let version = seleccionados.find((c) => c.id === candidato.id)?.version ?? candidato.version;
  const manana = new Date(Date.now() + 86_400_000);
  for (const paso of [
    { accion: 'validar' },
    { accion: 'agendarEntrevista', fecha: manana },
    { accion: 'aprobarEntrevista' },
  ] as const) {
    ({ version } = await api.candidatosPedido.cambiarEstado.mutate({ id: candidato.id, version, ...paso }));
  }
  const base_ = {
    pedidoId: enSeleccion.id,
    candidatoPedidoId: candidato.id,
    documento: candidato.persona.documento,
    nombre: candidato.persona.nombre,
    email: candidato.persona.email,
  };
  if (!guardar) return { ...base_, ordenId: null };
  const maestros = await api.contratacion.maestros.query();
  const [centro] = await api.contratacion.centrosTrabajo.query({ riesgoArl: 'II' });
  const [ciudad] = await api.catalogos.ciudades.query({ texto: 'Bogotá' });
  const [cargo] = await api.perfiles.cargos.query({ texto: 'Auxi' });
  const nivel = (n: number) => maestros.niveles.find((x) => x.nivel === n)?.id ?? null;
  if (!centro || !ciudad || !cargo || !maestros.centrosCosto[0])
    throw new Error('Faltan maestros del ERP en la demo');
  const r = await api.contratacion.crear.mutate({
    pedidoId: enSeleccion.id,
    candidatoPedidoIds: [candidato.id],
    orden: {
      personaAutorizaIngreso: 'Camila Torres',
      fechaIngreso: sumarDias(hoyIso(), 7),
      ciudadId: ciudad.id,
      cargoId: cargo.id,
      salario: 1_900_000,
      salarioIntegral: false,
      relacionLaboral: 'MISION',
      tipoSalario: 'BASICO',
      riesgoArl: 'II',
      tipoJornada: 'C',
      obraLabor: 'Exhibición de productos en cadenas',
      nivel1Id: nivel(1),
      nivel2Id: nivel(2),
      centroTrabajoId: centro.id,
      dptoId: maestros.centrosCosto[0].id,
    },
  });
  return { ...base_, ordenId: r.id };
}
