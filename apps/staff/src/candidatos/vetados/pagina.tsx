import { useState } from 'react';
import { z } from 'zod';
import { formatoFecha, Id, MENSAJES_VETADOS } from '@talento/rules';
import {
  Boton,
  CampoTexto,
  columnasDe,
  DialogoConfirmacion,
  notificar,
  Paginador,
  Tabla,
  Typeahead,
  useRecordado,
  type OpcionTypeahead,
} from '@talento/ui';
import { useBuscadores } from '../../catalogos/buscadores';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { ModalVetar } from './modal-vetar';
import type { FilaVetado } from './tipos';
import { EnlaceHv, EnlacePedido } from '../../comun/enlaces';

const c = columnasDe<FilaVetado>();
const idFila = (f: FilaVetado) => String(f.id);

/** Filters remembered per user and screen (like the dashboards'). */
const Filtros = z.object({
  cliente: z.object({ id: Id, etiqueta: z.string(), detalle: z.string().optional() }).nullable(),
  texto: z.string().max(100),
});
const SIN_FILTROS: z.infer<typeof Filtros> = { cliente: null, texto: '' };

/**
 * `/candidatos/vetados` (`add_candidatoclientevetado`): people barred by a client, with who and when; filter by
 * client, search by document or name, bar a person ("Vetar candidato"), lift a bar after confirming.
 */
export default function Pagina() {
  const buscadores = useBuscadores();
  const [filtros, setFiltros] = useRecordado('vetados', Filtros, () => SIN_FILTROS);
  const [texto, setTexto] = useState(filtros.texto);
  const [pagina, setPagina] = useState(1);
  const [vetando, setVetando] = useState(false);
  const [quitando, setQuitando] = useState<FilaVetado | null>(null);
  const entrada = { clienteId: filtros.cliente?.id, texto: filtros.texto || undefined };
  const consulta = trpc.vetados.listar.useQuery({ ...entrada, pagina });
  const quitar = trpc.vetados.quitar.useMutation({
    onSuccess: (r) => notificar.exito(r.mensaje),
    onSettled: () => setQuitando(null),
  });
  const filtrar = (cambio: Partial<z.infer<typeof Filtros>>) => {
    setFiltros({ ...filtros, ...cambio });
    setPagina(1);
  };

  const columnas = c.columns([
    c.accessor('numeroDocumento', { header: 'Documento' }),
    c.accessor('nombre', {
      header: 'Candidato',
      cell: ({ row: { original: f } }) => <EnlaceHv candidatoId={f.candidatoId}>{f.nombre}</EnlaceHv>,
    }),
    c.accessor('cliente', { header: 'Cliente' }),
    c.accessor('motivo', { header: 'Motivo', cell: ({ getValue }) => getValue() ?? '—' }),
    c.accessor('pedidoOrigenId', {
      header: 'Pedido',
      cell: ({ getValue }) => {
        const id = getValue();
        return id ? <EnlacePedido pedidoId={id}>{id}</EnlacePedido> : '—';
      },
    }),
    c.accessor('vetadoPor', { header: 'Vetado por' }),
    c.accessor('fecha', { header: 'Fecha', cell: ({ getValue }) => formatoFecha(getValue()) }),
    c.display({
      id: 'acciones',
      header: 'Acciones',
      cell: ({ row: { original: f } }) => (
        <Boton
          variante="peligro"
          aria-label={`Quitar veto de ${f.nombre} para ${f.cliente}`}
          onClick={() => setQuitando(f)}
        >
          Quitar veto
        </Boton>
      ),
    }),
  ]);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Candidatos vetados</h1>
        <div className="flex gap-2">
          <Exportar tipo="vetados" filtros={entrada} disabled={!consulta.data?.total} />
          <Boton onClick={() => setVetando(true)}>Vetar candidato</Boton>
        </div>
      </header>
      <form
        role="search"
        aria-label="Filtros de candidatos vetados"
        className="grid grid-cols-1 items-end gap-4 rounded-lg bg-white p-4 shadow-sm md:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          filtrar({ texto: texto.trim() });
        }}
      >
        <Typeahead
          etiqueta="Cliente"
          name="cliente"
          valor={filtros.cliente}
          onChange={(cliente: OpcionTypeahead | null) => filtrar({ cliente })}
          buscar={buscadores.clientes}
          minCaracteres={4}
        />
        <CampoTexto
          etiqueta="Documento o nombre"
          name="texto"
          maxLength={100}
          value={texto}
          onChange={(e) => setTexto(e.target.value)}
        />
        <div>
          <Boton type="submit" variante="secundario">
            Buscar
          </Boton>
        </div>
      </form>
      <Tabla
        etiqueta="Candidatos vetados"
        columnas={columnas}
        datos={consulta.data?.filas}
        cargando={consulta.isLoading}
        vacio={MENSAJES_VETADOS.sinVetados}
        idFila={idFila}
        ordenable={false}
      />
      {consulta.data && (
        <Paginador pagina={consulta.data.pagina} paginas={consulta.data.paginas} onCambiar={setPagina} />
      )}
      <ModalVetar abierto={vetando} onCerrar={() => setVetando(false)} />
      <DialogoConfirmacion
        abierto={quitando !== null}
        titulo="Quitar veto"
        mensaje={
          quitando
            ? `¿Quitar el veto de ${quitando.nombre} para ${quitando.cliente}? Podrá enviarse de nuevo a sus pedidos.`
            : ''
        }
        textoSi="Quitar veto"
        peligro
        onSi={() => quitando && quitar.mutate({ id: quitando.id })}
        onNo={() => setQuitando(null)}
      />
    </div>
  );
}
