import { useCallback, useMemo, useState } from 'react';
import type { FilaBusqueda, ResultadoBusqueda } from '@talento/rules';
import { leerFilasBusqueda, MENSAJES_BUSQUEDA, opcionesHv, textoTotalBusqueda } from '@talento/rules';
import { Boton, EstadoVacio, Paginador, PalabrasResaltadas, Spinner, Tabla } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { ModalAgregarPedido } from '../../hv/gestion/modal-agregar-pedido';
import { COLUMNAS_RESULTADOS, columnasConAgregar } from './columnas';
import { ModalAgregarVarios, type CandidatoMarcado } from './modal-agregar-varios';

interface Props {
  datos: ResultadoBusqueda | undefined;
  /** The words searched for, marked in the rows (keep the array stable: useMemo). */
  palabras?: readonly string[];
  cargando: boolean;
  onPagina: (pagina: number) => void;
}

const idCandidato = (f: FilaBusqueda) => String(f.candidatoId);
const etiquetaFila = (f: FilaBusqueda) => f.nombre;
const testIdFila = (f: FilaBusqueda) => `resultado-${f.numeroDocumento}`;

/**
 * Result rows of both searches (spec 03 §2), 18 per page, each opening the candidate's CV. A user who may add people
 * to orders (the CV's "Agregar a pedido" rule, `opcionesHv`) gets "Agregar a pedido…" per row and, on the marked rows
 * of the page, "Agregar a pedido (N)".
 */
const SIN_PALABRAS: readonly string[] = [];

export function Resultados({ datos, cargando, onPagina, palabras = SIN_PALABRAS }: Props) {
  const { permisos } = useUsuario();
  const puedeAgregar = opcionesHv(permisos).includes('agregarPedido');
  const filas = useMemo(() => (datos ? leerFilasBusqueda(datos.filasJson) : []), [datos]);
  const [agregando, setAgregando] = useState<FilaBusqueda | null>(null);
  const [marcados, setMarcados] = useState<string[]>([]);
  // The marked people when the bulk modal opened (the marks are cleared once the server answers).
  const [agregandoVarios, setAgregandoVarios] = useState<CandidatoMarcado[] | null>(null);
  const columnas = useMemo(
    () => (puedeAgregar ? columnasConAgregar(setAgregando) : COLUMNAS_RESULTADOS),
    [puedeAgregar],
  );
  // Only rows of the page on screen stay marked (another page or a new answer drops the others).
  const enPagina = marcados.filter((id) => filas.some((f) => idCandidato(f) === id));
  const seleccionados = filas.filter((f) => enPagina.includes(idCandidato(f)));
  const cambiarPagina = useCallback(
    (pagina: number) => {
      setMarcados([]);
      onPagina(pagina);
    },
    [onPagina],
  );

  if (cargando && !datos) return <Spinner />;
  if (!datos) return null;
  if (filas.length === 0) return <EstadoVacio mensaje={MENSAJES_BUSQUEDA.sinResultados} />;
  return (
    <section className="flex flex-col gap-3" aria-label="Resultados">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-600" data-testid="total-resultados">
          {textoTotalBusqueda(datos.total, datos.exacto, datos.limite)}
          {!datos.exacto && ` — ${MENSAJES_BUSQUEDA.refinar}`}
        </p>
        {puedeAgregar && (
          <Boton
            variante="secundario"
            disabled={seleccionados.length === 0}
            onClick={() =>
              setAgregandoVarios(seleccionados.map((f) => ({ id: f.candidatoId, nombre: f.nombre })))
            }
          >
            {seleccionados.length > 0 ? `Agregar a pedido (${seleccionados.length})` : 'Agregar a pedido'}
          </Boton>
        )}
      </div>
      {/* Ranked by the server across pages: sorting one page would mislead, so the headers do not sort. */}
      <PalabrasResaltadas.Provider value={palabras}>
        <Tabla
          etiqueta="Candidatos encontrados"
          columnas={columnas}
          datos={filas}
          cargando={cargando}
          idFila={idCandidato}
          ordenable={false}
          testIdFila={testIdFila}
          seleccion={puedeAgregar ? { ids: enPagina, onCambiar: setMarcados, etiquetaFila } : undefined}
        />
      </PalabrasResaltadas.Provider>
      <Paginador
        etiqueta="Páginas de resultados"
        pagina={datos.pagina}
        paginas={datos.paginas}
        onCambiar={cambiarPagina}
        extremos
      />
      {agregando && (
        <ModalAgregarPedido candidatoId={agregando.candidatoId} onCerrar={() => setAgregando(null)} />
      )}
      {agregandoVarios && (
        <ModalAgregarVarios
          candidatos={agregandoVarios}
          onCerrar={() => setAgregandoVarios(null)}
          onAgregados={() => setMarcados([])}
        />
      )}
    </section>
  );
}
