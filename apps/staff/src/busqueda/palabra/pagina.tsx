import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { keepPreviousData } from '@tanstack/react-query';
import { BusquedaPalabraSchema, palabrasDeBusqueda } from '@talento/rules';
import { avisarPrimerError, Boton, CampoTexto, useRecordado } from '@talento/ui';
import { useUsuario } from '../../auth/use-sesion';
import { Exportar } from '../../comun/exportar';
import { trpc } from '../../trpc';
import { useAvisosBusqueda } from '../comun/avisos';
import { BusquedaPalabraRecordada } from '../comun/recordados';
import { Resultados } from '../comun/resultados';

const sinBusqueda = (): BusquedaPalabraRecordada => ({ texto: '', pagina: 1 });

/** `/busqueda-palabra`: keyword CV search, ranked, 18 per page; the last search is remembered. */
export default function Pagina() {
  const usuario = useUsuario();
  const [busqueda, setBusqueda] = useRecordado(
    `busqueda-palabra:${usuario.id}`,
    BusquedaPalabraRecordada,
    sinBusqueda,
  );
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(BusquedaPalabraSchema),
    defaultValues: { texto: busqueda.texto, pagina: 1 },
  });
  const consulta = trpc.busqueda.palabra.useQuery(busqueda, {
    enabled: busqueda.texto !== '',
    placeholderData: keepPreviousData,
    meta: { silencioso: true },
  });
  useAvisosBusqueda(consulta);
  const palabras = useMemo(() => palabrasDeBusqueda(busqueda.texto), [busqueda.texto]);

  const buscar = handleSubmit((datos) => setBusqueda({ texto: datos.texto, pagina: 1 }), avisarPrimerError);

  return (
    <div className="flex flex-col gap-4">
      <header className="flex flex-wrap items-end justify-between gap-3">
        <h1 className="text-xl font-semibold">Búsqueda por palabra</h1>
        {busqueda.texto !== '' && (
          <Exportar
            tipo="busquedaPalabra"
            filtros={{ texto: busqueda.texto }}
            disabled={!consulta.data?.total}
          />
        )}
      </header>
      <form
        onSubmit={(e) => void buscar(e)}
        noValidate
        className="flex flex-wrap items-end gap-3"
        role="search"
      >
        <CampoTexto
          etiqueta="Palabras"
          maxLength={200}
          placeholder="Nombre, documento, profesión, cargo, empresa, estudio, habilidad…"
          aria-required="true"
          error={formState.errors.texto?.message}
          className="min-w-72 flex-1"
          {...register('texto')}
        />
        <Boton type="submit" cargando={consulta.isFetching}>
          Buscar
        </Boton>
      </form>
      {busqueda.texto !== '' && (
        <Resultados
          datos={consulta.data}
          palabras={palabras}
          cargando={consulta.isLoading}
          onPagina={(pagina) => setBusqueda({ ...busqueda, pagina })}
        />
      )}
    </div>
  );
}
