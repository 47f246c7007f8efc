/** The parts of `candidatosPedido.listar` the specs read (the typed client gives the full shape). */
export interface CandidatoEnPedido {
  id: number;
  nombre: string;
  documento: string;
  estado: number;
}

export interface ListaCandidatos {
  preseleccionados: CandidatoEnPedido[];
  seleccionados: CandidatoEnPedido[];
}
