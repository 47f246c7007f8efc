import { sumarDiasInstante, fechaEnZonaNegocio } from '@talento/rules';
import {
  CandidatoCategoria,
  CandidatoPerfilStock,
  CandidatoVetado,
  type CategoriaStock,
} from '../../../entities';
import type { Bolsa, CandidatoEnPedido } from './candidatos-pedido';
import type { Catalogos } from './catalogos';
import { ciudad, type Contexto } from './contexto';
import type { Perfiles } from './perfiles';

function calificacion(ctx: Contexto) {
  const fac = ctx.rnd.entero(65, 95);
  const detac = ctx.rnd.entero(60, 95);
  return {
    descartado: false,
    puntajeGlobal: Math.round(((fac + detac) / 2) * 100) / 100,
    pruebas: [
      { codigo: 'FAC', puntaje: fac, descartado: false },
      { codigo: 'DETAC', puntaje: detac, descartado: false },
    ],
  };
}

/**
 * Stock pools: 3–5 free candidates in each stock profile of the stock clients, a few candidates in the
 * stock categories, and two candidates barred by La Sabana after being rejected.
 */
export async function seedStock(
  ctx: Contexto,
  cat: Catalogos,
  perfiles: Perfiles,
  bolsa: Bolsa,
  filas: CandidatoEnPedido[],
): Promise<void> {
  const { em, rnd, reloj, usuarios } = ctx;
  for (const ps of perfiles.stock) {
    const n = rnd.entero(3, 5);
    for (let i = 0; i < n; i++) {
      const cs = bolsa.tomar('logistica', true);
      const inicio = reloj.haceDias(rnd.entero(5, 60));
      cs.candidato.disponibilidadStock = 2;
      cs.candidato.estadoProducto = 1;
      em.create(CandidatoPerfilStock, {
        perfilStock: ps,
        candidato: cs.candidato,
        estado: i === n - 1 && n > 3 ? 2 : 1,
        vigencia: ps.vigencia,
        inicioVigenciaStock: fechaEnZonaNegocio(inicio),
        vigenciaStock: fechaEnZonaNegocio(sumarDiasInstante(inicio, ps.vigencia)),
        vigenciaExpiracion: fechaEnZonaNegocio(sumarDiasInstante(inicio, 180)),
        standard: rnd.si(0.7),
        calificacion: calificacion(ctx),
        createdAt: inicio,
      });
    }
  }
  cat.categoriasStock.forEach((categoria: CategoriaStock, j) => {
    for (let i = 0; i < 3; i++) {
      const cs = bolsa.tomar(j === 0 ? 'logistica' : 'comercial', true);
      const inicio = reloj.haceDias(rnd.entero(3, 25));
      cs.candidato.disponibilidadStock = 3;
      cs.candidato.estadoProducto = 1;
      em.create(CandidatoCategoria, {
        candidato: cs.candidato,
        ciudad: cs.candidato.ciudadDondeVive ?? ciudad(ctx, '11001'),
        categoria,
        calificacion: calificacion(ctx),
        inicioVigenciaPruebas: fechaEnZonaNegocio(sumarDiasInstante(inicio, -10)),
        vigencia: categoria.vigencia,
        vigenciaCategoria: fechaEnZonaNegocio(sumarDiasInstante(inicio, categoria.vigencia)),
        createdBy: usuarios.psicologa,
        createdAt: inicio,
      });
    }
  });
  const rechazados = filas
    .filter((f) => f.cp.estadoCandidatoPedido === 3 && f.ps.pedido.cliente.manejaStock)
    .slice(0, 2);
  for (const f of rechazados) {
    f.cp.vetarCandidato = 1;
    f.cp.accionDescarte = 'ninguna';
    em.create(CandidatoVetado, {
      candidato: f.cs.candidato,
      cliente: f.ps.pedido.cliente,
      motivo: 'El cliente solicita no volver a enviar al candidato por inconsistencias en la entrevista.',
      pedidoOrigen: f.ps.pedido,
      createdBy: usuarios.psicologa,
      createdAt: f.cp.fechaCambioEstado ?? reloj.ahora,
    });
  }
  await em.flush();
}
