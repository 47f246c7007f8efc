import { fechaEnZonaNegocio } from '@talento/rules';
import { ComentarioHojaDeVida, MarcaHojaDeVida, RequisitoPersona, type Requisito } from '../../../entities';
import type { CandidatoSembrado } from './candidatos';
import type { Catalogos } from './catalogos';
import type { Contexto } from './contexto';

const COMENTARIOS_HV: readonly [string, boolean][] = [
  ['Candidato puntual, buena presentación personal y comunicación clara en la entrevista.', true],
  ['Confirmó referencias laborales con el jefe inmediato anterior: concepto favorable.', true],
  ['Vive lejos de la sede; manifiesta que puede desplazarse en el transporte de la empresa.', false],
  ['Pendiente actualizar certificado de estudio de bachillerato.', false],
  ['Tiene experiencia en manejo de inventarios con lector de código de barras.', true],
  ['Aspiración salarial un poco por encima de la oferta; acepta negociar.', false],
  ['Se le explicaron las condiciones del contrato por obra o labor y está de acuerdo.', false],
  ['Muy buena actitud de servicio; se sugiere para cargos comerciales.', true],
];

/**
 * Requirement results of each person. Finished products (estado_producto 1) pass every active
 * finished-product requirement (medical exam and background check); others have partial results.
 * Also a handful of CV comments and marks.
 */
export async function seedRequisitos(
  ctx: Contexto,
  cat: Catalogos,
  candidatos: CandidatoSembrado[],
): Promise<void> {
  const { em, rnd, reloj, usuarios } = ctx;
  const req = cat.requisitos;
  const resultado = (
    cs: CandidatoSembrado,
    requisito: Requisito,
    dias: number,
    extra: Partial<RequisitoPersona> = {},
  ) =>
    em.create(RequisitoPersona, {
      hojaDeVida: cs.hv,
      requisito,
      fechaRealizacion: fechaEnZonaNegocio(reloj.haceDias(dias)),
      usuario: rnd.si(0.7) ? usuarios.psicologa : usuarios.reclutador,
      createdAt: reloj.haceDias(dias, 15),
      ...extra,
    });
  for (const cs of candidatos) {
    const { candidato, hv } = cs;
    const terminado = candidato.estadoProducto === 1 || (hv.porcentajeTotal >= 70 && rnd.si(0.35));
    if (terminado) {
      candidato.estadoProducto = 1;
      resultado(cs, req.examen, rnd.entero(10, 200), {
        conceptoFinal: 'Apto sin restricciones',
        esVisibleCliente: true,
      });
      resultado(cs, req.antecedentes, rnd.entero(3, 80), {
        comentario: 'Sin antecedentes judiciales ni disciplinarios.',
        esVisibleCliente: true,
      });
      if (rnd.si(0.5))
        resultado(cs, req.referencias, rnd.entero(5, 120), {
          comentario: 'Dos referencias laborales verificadas.',
        });
      if (rnd.si(0.5)) {
        resultado(cs, req.pruebas, rnd.entero(5, 150), {
          puntaje: rnd.entero(55, 96),
          calificacion: rnd.entero(3, 5),
          comentario: 'Presentó todas las pruebas en la plataforma.',
          conceptoFinal: 'Perfil ajustado a los requerimientos del cargo.',
        });
      }
      if (rnd.si(0.2))
        resultado(cs, req.visita, rnd.entero(10, 300), {
          comentario: 'Vivienda familiar en buen estado; núcleo familiar estable.',
        });
    } else if (rnd.si(0.35)) {
      resultado(cs, req.antecedentes, rnd.entero(3, 60), { comentario: 'Sin antecedentes.' });
    } else if (rnd.si(0.1)) {
      resultado(cs, req.examen, rnd.entero(5, 60), {
        resultado: 0,
        conceptoFinal: 'Aplazado: debe presentar valoración por optometría.',
      });
    }
  }

  // CV comments and marks on people staff have worked with.
  const conProceso = candidatos.filter(
    (c) => c.candidato.disponibilidad !== 0 || c.candidato.estadoInforma === 1,
  );
  const elegidos = rnd.muestra(conProceso.length >= 12 ? conProceso : candidatos, 12);
  elegidos.forEach((cs, i) => {
    const [comentario, visibleCliente] = COMENTARIOS_HV[i % COMENTARIOS_HV.length] as [string, boolean];
    em.create(ComentarioHojaDeVida, {
      hojaDeVida: cs.hv,
      usuario: i % 3 === 0 ? usuarios.reclutador : usuarios.psicologa,
      comentario,
      visibleCliente,
      fechaCreacion: reloj.haceDias(rnd.entero(1, 30), rnd.entero(8, 17)),
    });
  });
  const [destacado, pendiente, reingreso, , noContactar] = cat.tiposMarca;
  const marcas: [CandidatoSembrado | undefined, typeof destacado][] = [
    ...candidatos
      .filter((c) => c.candidato.estadoInforma === 1)
      .slice(0, 4)
      .map((c) => [c, destacado] as [CandidatoSembrado, typeof destacado]),
    ...elegidos.slice(0, 3).map((c) => [c, pendiente] as [CandidatoSembrado, typeof destacado]),
    [candidatos[5], reingreso],
    [candidatos[17], reingreso],
    [candidatos[42], noContactar],
  ];
  const vistos = new Set<string>();
  for (const [cs, tipoMarca] of marcas) {
    if (!cs || !tipoMarca || vistos.has(`${cs.candidato.numeroDocumento}-${tipoMarca.nombre}`)) continue;
    vistos.add(`${cs.candidato.numeroDocumento}-${tipoMarca.nombre}`);
    em.create(MarcaHojaDeVida, {
      hojaDeVida: cs.hv,
      tipoMarca,
      usuario: usuarios.psicologa,
      fecha: reloj.haceDias(rnd.entero(1, 40)),
    });
  }
  await em.flush();
}
