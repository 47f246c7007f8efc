import { agregar } from './agregar';
import { agregarEspontaneo } from './agregar-espontaneo';
import { agregarVarios } from './agregar-varios';
import { buscarPorDocumento } from './buscar-por-documento';
import { cambiarEstado } from './cambiar-estado';
import { descartarVarios } from './descartar-varios';
import { destinosDescarte } from './destinos-descarte';
import { devolver } from './devolver';
import { listar } from './listar';
import { motivosRechazo } from './motivos-rechazo';
import { remover } from './remover';
import { removerEspontaneo } from './remover-espontaneo';
import { seleccionar } from './seleccionar';
import { seleccionarVarios } from './seleccionar-varios';
import { validarVarios } from './validar-varios';

/** Procedures of the candidate pipeline inside an order (merged into `candidatosPedido`). */
export const procedimientosPipeline = {
  listar,
  buscarPorDocumento,
  agregar,
  agregarVarios,
  agregarEspontaneo,
  seleccionar,
  seleccionarVarios,
  devolver,
  cambiarEstado,
  descartarVarios,
  validarVarios,
  remover,
  removerEspontaneo,
  motivosRechazo,
  destinosDescarte,
};
