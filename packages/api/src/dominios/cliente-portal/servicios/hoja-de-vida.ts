import type { EntityManager } from '@mikro-orm/postgresql';
import {
  CandidatoPedido,
  Diplomado,
  EducacionEnCurso,
  EducacionSuperior,
  Experiencia,
  Habilidad,
  Idioma,
  OtroEstudio,
  Postgrado,
  RequisitoPersona,
} from '@talento/db';
import {
  accionesCandidato,
  edadEnAnios,
  ESTADO_CANDIDATO_PEDIDO,
  IDIOMA,
  NIVEL_ACADEMICO,
  NIVEL_ESTUDIO,
  NIVEL_IDIOMA,
  RESULTADO_REQUISITO,
  TIPO_DOCUMENTO_CANDIDATO,
  TIPO_POSTGRADO,
  fechaIsoDeColumna,
  apellidosDe,
  nombresDe,
} from '@talento/rules';
import type { UsuarioSesion } from '../../../nucleo/context';
import { noEncontrado } from '../../../nucleo/errors';
import type { AccionClienteDto, HojaDeVidaClienteDto } from '../dto';
import { calificacionUnidaDelPedido } from '../../pedidos';
import { filtroCandidatoCliente } from './alcance';
import { vecinosCandidatoCliente } from './vecinos';
import { clienteVePruebasDelPedido } from './visibilidad-pruebas';

/** The candidate-in-order in the client's scope: visible to the client (condicionCandidatoVisible), in an order the client sees. */
export async function cargarCandidatoCliente(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number,
): Promise<CandidatoPedido> {
  const cp = await em.findOne(
    CandidatoPedido,
    { $and: [{ id }, filtroCandidatoCliente(usuario.alcance)] },
    { populate: ['pedido.cliente', 'candidato.ciudadDondeVive', 'candidato.hojaDeVida'] },
  );
  if (!cp) throw noEncontrado();
  return cp;
}

/** Test scores of this candidate for this order (the union of its results), without report links or discard flags. */
async function pruebas(em: EntityManager, cp: CandidatoPedido): Promise<HojaDeVidaClienteDto['pruebas']> {
  const union = await calificacionUnidaDelPedido(em, cp.candidato.id, cp.pedido.id);
  return {
    puntajeGlobal: cp.puntajeGlobal ?? union.puntajeGlobalReportado,
    detalle: union.pruebas.map((r) => ({ codigo: r.codigo, puntaje: r.puntaje })),
  };
}

/**
 * The CV as a client may see it: personal data, experience, education, languages, skills, requirement
 * results marked visible to the client, and test scores only when allowed. Never marks, CV comments,
 * internal requirements, family data, salary aspirations or the psychologist's concept.
 */
export async function obtenerHojaDeVidaCliente(
  em: EntityManager,
  usuario: UsuarioSesion,
  id: number,
  hoy: Date,
): Promise<HojaDeVidaClienteDto> {
  const cp = await cargarCandidatoCliente(em, usuario, id);
  const c = cp.candidato;
  const hv = c.hojaDeVida ?? null;
  const hvId = hv?.id ?? -1;
  const orden = { orderBy: { id: 'asc' as const } };
  const [experiencias, superior, postgrados, diplomados, otros, enCurso, idiomas, habilidades, requisitos] =
    await Promise.all([
      em.find(Experiencia, { hojaDeVida: hvId }, { orderBy: { fechaIngreso: 'desc', id: 'desc' } }),
      em.find(EducacionSuperior, { hojaDeVida: hvId }, orden),
      em.find(Postgrado, { hojaDeVida: hvId }, orden),
      em.find(Diplomado, { hojaDeVida: hvId }, orden),
      em.find(OtroEstudio, { hojaDeVida: hvId }, orden),
      em.find(EducacionEnCurso, { hojaDeVida: hvId }, orden),
      em.find(Idioma, { hojaDeVida: hvId }, orden),
      em.find(Habilidad, { hojaDeVida: hvId }, orden),
      em.find(
        RequisitoPersona,
        { hojaDeVida: hvId, esVisibleCliente: true },
        { populate: ['requisito'], orderBy: { fechaRealizacion: 'desc', id: 'desc' } },
      ),
    ]);
  const vePuntajes = await clienteVePruebasDelPedido(em, usuario, cp.pedido);
  const situacion = {
    estado: cp.estadoCandidatoPedido,
    pool: cp.pool,
    activo: cp.activo,
    etapaPedido: cp.pedido.estadoPedido,
  };
  const { anterior, siguiente } = await vecinosCandidatoCliente(em, usuario, cp);
  return {
    candidatoPedidoId: cp.id,
    pedidoId: cp.pedido.id,
    version: cp.version,
    estado: cp.estadoCandidatoPedido,
    estadoEtiqueta: ESTADO_CANDIDATO_PEDIDO.etiqueta(cp.estadoCandidatoPedido),
    fechaCitaCliente: cp.fechaCitaCliente ?? null,
    acciones: accionesCandidato(situacion, 'cliente') as AccionClienteDto[],
    anterior,
    siguiente,
    personal: {
      nombres: nombresDe(c),
      apellidos: apellidosDe(c),
      tipoDocumento: TIPO_DOCUMENTO_CANDIDATO.etiqueta(c.tipoDocumento),
      documento: c.numeroDocumento,
      fechaNacimiento: fechaIsoDeColumna(c.fechaNacimiento),
      edad: edadEnAnios(c.fechaNacimiento ?? null, hoy),
      ciudad: c.ciudadDondeVive?.nombre ?? null,
      telefono: c.telefonoOCelular,
      email: c.email,
    },
    experiencias: experiencias.map((e) => ({
      empresa: e.empresa,
      cargo: e.cargo,
      fechaIngreso: fechaIsoDeColumna(e.fechaIngreso),
      fechaRetiro: fechaIsoDeColumna(e.fechaRetiro),
      actual: e.actual,
      funciones: e.funciones ?? null,
    })),
    educacion: {
      nivelAcademico:
        hv?.nivelAcademico === null || hv?.nivelAcademico === undefined
          ? null
          : NIVEL_ACADEMICO.etiqueta(hv.nivelAcademico),
      bachillerato: {
        institucion: hv?.bachilleratoInstitucion ?? null,
        titulo: hv?.bachilleratoTitulo ?? null,
        anoFin: hv?.bachilleratoAnoFin ?? null,
      },
      superior: superior.map((s) => ({
        institucion: s.institucion,
        titulo: s.titulo,
        fechaFin: fechaIsoDeColumna(s.fechaFin),
        graduado: s.graduado,
      })),
      postgrados: postgrados.map((s) => ({
        tipo: TIPO_POSTGRADO.etiqueta(s.tipo),
        institucion: s.institucion,
        titulo: s.titulo,
        fechaFin: fechaIsoDeColumna(s.fechaFin),
        graduado: s.graduado,
      })),
      diplomados: diplomados.map((d) => ({
        institucion: d.institucion,
        nombre: d.nombre,
        fechaFin: fechaIsoDeColumna(d.fechaFin),
      })),
      otrosEstudios: otros.map((d) => ({
        institucion: d.institucion,
        nombre: d.nombre,
        fechaFin: fechaIsoDeColumna(d.fechaFin),
      })),
      enCurso: enCurso.map((e) => ({
        nivel: NIVEL_ESTUDIO.etiqueta(e.nivel),
        institucion: e.institucion,
        programa: e.programa,
        semestreActual: e.semestreActual ?? null,
      })),
    },
    idiomas: idiomas.map((i) => ({
      idioma: IDIOMA.etiqueta(i.idioma),
      nivel: NIVEL_IDIOMA.etiqueta(i.nivel),
    })),
    habilidades: habilidades.map((h) => ({ nombre: h.nombre, descripcion: h.descripcion ?? null })),
    requisitos: requisitos.map((r) => ({
      nombre: r.requisito.nombre,
      resultado: RESULTADO_REQUISITO.etiqueta(r.resultado),
      fecha: fechaIsoDeColumna(r.fechaRealizacion),
    })),
    pruebas: vePuntajes ? await pruebas(em, cp) : null,
  };
}
