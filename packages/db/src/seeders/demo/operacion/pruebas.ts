import { sumarDiasInstante, fechaEnZonaNegocio } from '@talento/rules';
import {
  CalificacionPruebaDigital,
  type CandidatoPedido,
  EntrevistaVideo,
  type Pedido,
  ResultadoPruebaDigital,
} from '../../../entities';
import type { Contexto } from './contexto';

/** Test codes an order asks for (CODIGO_PRUEBA_DIGITAL). */
function codigos(pedido: Pedido): string[] {
  const lista: string[] = [];
  if (pedido.pruebaFac) lista.push('FAC');
  if (pedido.pruebaDetac) lista.push('DETAC');
  if (pedido.pruebaComp) lista.push('COMPETENCIAS');
  if (pedido.pruebaValores) lista.push('VALORES');
  if (pedido.pruebaIdisc) lista.push('IDISC');
  if (pedido.pruebaEntrevistas) lista.push('ENTREVISTA');
  return lista;
}

/**
 * Digital-test ratings of the candidates of an order: one rating per candidate and order with a score
 * per test; the overall score and discard flag are copied to the candidate-order row (ranking).
 * The selected pool scores higher; the last pre-selected candidate is discarded by the FAC.
 */
export function calificarPruebas(ctx: Contexto, pedido: Pedido, filas: CandidatoPedido[]): void {
  const { em, rnd, reloj } = ctx;
  const lista = codigos(pedido);
  filas.forEach((cp, i) => {
    const descartado = cp.pool === 0 && i === filas.length - 1 && filas.length > 2;
    const base = cp.pool === 1 ? 70 : 50;
    // The day after the candidate was added, at the same office hour.
    const fecha = sumarDiasInstante(cp.fechaCreacion, 1);
    const calificacion = em.create(CalificacionPruebaDigital, {
      candidato: cp.candidato,
      pedido,
      descartado,
      urlInforme: `https://pruebas.talento.demo/informes/${pedido.codigoProceso ?? 'PS'}-${i + 1}.pdf`,
      urlInformeLite: `https://pruebas.talento.demo/informes/${pedido.codigoProceso ?? 'PS'}-${i + 1}-lite.pdf`,
      fecha: reloj.pasado(fecha),
      vigenteHasta: fechaEnZonaNegocio(sumarDiasInstante(fecha, 180)),
    });
    let suma = 0;
    for (const codigo of lista) {
      const puntaje =
        descartado && codigo === 'FAC' ? rnd.entero(15, 35) : rnd.entero(base, Math.min(99, base + 28));
      suma += puntaje;
      em.create(ResultadoPruebaDigital, {
        calificacion,
        codigo,
        puntaje,
        descartado: descartado && codigo === 'FAC',
      });
    }
    if (lista.includes('ENTREVISTA')) {
      const entrevista = (orden: number, pregunta: string) =>
        em.create(EntrevistaVideo, {
          calificacion,
          orden,
          pregunta,
          video:
            orden === 1 && i % 5 === 4
              ? null
              : `https://pruebas.talento.demo/videos/${pedido.codigoProceso ?? 'PS'}-${i + 1}-${orden}.mp4`,
        });
      entrevista(1, 'Cuéntanos sobre tu experiencia más reciente y por qué quieres este cargo.');
      entrevista(2, 'Describe una situación en la que resolviste un problema con un cliente o compañero.');
    }
    const global = lista.length ? Math.round((suma / lista.length) * 100) / 100 : null;
    calificacion.puntajeGlobalReportado = global;
    cp.puntajeGlobal = global;
    cp.descartado = descartado;
  });
}
