import { useState, type FormEvent } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { BusquedaPalabraSchema } from '@talento/rules';
import { Boton, CampoTexto, useRecordado, validarConAviso } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { trpc } from '../../trpc';
import { useAvisosBusqueda } from '../comun/avisos';
import { BusquedaPalabraRecordada } from '../comun/recordados';
import { Resultados } from '../comun/resultados';

const sinBusqueda = (): BusquedaPalabraRecordada => ({ texto: '', pagina: 1 });

/** `/busqueda-palabra`: keyword CV search, ranked, 18 per page; the last search is remembered. */
export default function Pagina() {
  const usuario = useUsuario();
  const [busqueda, setBusqueda] = useRecordado(`busqueda-palabra:${usuario.id}`, BusquedaPalabraRecordada, sinBusqueda);
  const [texto, setTexto] = useState(busqueda.texto);
  const [error, setError] = useState<string | null>(null);
  const consulta = trpc.busqueda.palabra.useQuery(busqueda, { enabled: busqueda.texto !== '', placeholderData: keepPreviousData, meta: { silencioso: true } });
  useAvisosBusqueda(consulta);

  const buscar = (e: FormEvent) => {
    e.preventDefault();
    const datos = validarConAviso(BusquedaPalabraSchema, { texto, pagina: 1 }, setError);
    if (datos) setBusqueda({ texto: datos.texto, pagina: 1 });
  };

  return (
    <div className="flex flex-col gap-4">
      <h1 className="text-xl font-semibold">Búsqueda por palabra</h1>
      <form onSubmit={buscar} className="flex flex-wrap items-end gap-3" role="search">
        <CampoTexto
          etiqueta="Palabras"
          name="texto"
          value={texto}
          maxLength={200}
          placeholder="Nombre, documento, profesión, cargo, empresa, estudio, habilidad…"
          onChange={(e) => setTexto(e.target.value)}
          error={error ?? undefined}
          className="min-w-72 flex-1"
        />
        <Boton type="submit" cargando={consulta.isFetching}>
          Buscar
        </Boton>
      </form>
      {busqueda.texto !== '' && (
        <Resultados datos={consulta.data} cargando={consulta.isLoading} onPagina={(pagina) => setBusqueda({ ...busqueda, pagina })} />
      )}
    </div>
  );
}
