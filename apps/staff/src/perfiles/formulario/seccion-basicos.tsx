import { type ReactNode } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { Typeahead, type OpcionTypeahead } from '@talento/ui';
import { EDUCACION_PERFIL, ESTADO_CIVIL, ESTRATO, PERFIL_LIMITES } from '@talento/rules';
import { Seccion } from '../comun/campos';
import { useMarca } from '../comun/obligatorio';
import {
  AreaPerfil,
  CasillaPerfil,
  NumeroPerfil,
  SeleccionPerfil,
  TextoPerfil,
  useFormularioPerfil,
  type NombreCampo,
} from './campos-perfil';
import type { PropsSeccion } from './estado';
import { useBuscadores } from '../../catalogos/buscadores';

interface Props extends PropsSeccion {
  residencia: OpcionTypeahead | null;
  nacimiento: OpcionTypeahead | null;
  elegirCiudad: (campo: 'residencia' | 'nacimiento', c: OpcionTypeahead | null) => void;
}

/** A ticked optional block shows its inputs; unticked, nothing is required and it is cleared on save. */
function Bloque({
  etiqueta,
  nombre,
  children,
}: {
  etiqueta: string;
  nombre: NombreCampo;
  children: ReactNode;
}) {
  const activo = useWatch({ control: useFormularioPerfil().control, name: nombre }) === true;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
      <CasillaPerfil nombre={nombre} etiqueta={etiqueta} />
      {activo && children}
    </div>
  );
}

/** Applicant basic data: optional blocks (age, gender, residence, birth city, children) and the other requirements. */
export function SeccionBasicos({ residencia, nacimiento, elegirCiudad }: Props) {
  const o = useMarca();
  const { control } = useFormularioPerfil();
  const edadMinima = useWatch({ control, name: 'edadMinima' });
  const buscadores = useBuscadores();
  const buscarCiudades = buscadores.ciudades;
  const ciudad = (
    campo: 'residencia' | 'nacimiento',
    nombre: 'lugarResidenciaId' | 'lugarNacimientoId',
    etiqueta: string,
    valor: OpcionTypeahead | null,
  ) => (
    <Controller
      control={control}
      name={nombre}
      render={({ field, fieldState }) => (
        <Typeahead
          ref={field.ref}
          onBlur={field.onBlur}
          etiqueta={`${etiqueta}${o}`}
          name={campo}
          valor={valor}
          onChange={(c) => {
            elegirCiudad(campo, c);
            field.onChange(c?.id ?? null);
          }}
          buscar={buscarCiudades}
          minCaracteres={PERFIL_LIMITES.minCaracteresBusquedaCiudad}
          error={fieldState.error?.message}
        />
      )}
    />
  );
  const area = (
    nombre: 'conocimientosTecnicos' | 'experienciaLaboral' | 'otrasHabilidades',
    etiqueta: string,
  ) => (
    <div className="md:col-span-2 lg:col-span-3">
      <AreaPerfil nombre={nombre} etiqueta={etiqueta} />
    </div>
  );
  return (
    <Seccion titulo="Datos básicos del solicitante">
      <Bloque etiqueta="Requiere edad" nombre="requiereEdad">
        <NumeroPerfil
          nombre="edadMinima"
          etiqueta={`Edad mínima${o}`}
          min={PERFIL_LIMITES.edadMinima}
          requerido
        />
        <NumeroPerfil
          nombre="edadMaxima"
          etiqueta={`Edad máxima${o}`}
          min={typeof edadMinima === 'number' ? edadMinima : PERFIL_LIMITES.edadMinima}
          requerido
        />
      </Bloque>
      <Bloque etiqueta="Requiere género" nombre="requiereGenero">
        <SeleccionPerfil
          nombre="genero"
          etiqueta={`Género${o}`}
          opciones={[
            { valor: 1, etiqueta: 'Femenino' },
            { valor: 2, etiqueta: 'Masculino' },
          ]}
        />
      </Bloque>
      <Bloque etiqueta="Requiere lugar de residencia" nombre="requiereResidencia">
        {ciudad('residencia', 'lugarResidenciaId', 'Ciudad de residencia', residencia)}
      </Bloque>
      <Bloque etiqueta="Requiere lugar de nacimiento" nombre="requiereNacimiento">
        {ciudad('nacimiento', 'lugarNacimientoId', 'Ciudad de nacimiento', nacimiento)}
      </Bloque>
      <Bloque etiqueta="Requiere número de hijos" nombre="requiereHijos">
        <NumeroPerfil
          nombre="numeroHijos"
          etiqueta={`Número de hijos${o}`}
          min={PERFIL_LIMITES.numeroHijosMinimo}
          requerido
        />
      </Bloque>
      <SeleccionPerfil
        nombre="estadoCivil"
        etiqueta="Estado civil"
        vacia={null}
        opciones={ESTADO_CIVIL.opciones}
      />
      <SeleccionPerfil nombre="estrato" etiqueta="Estrato" vacia={null} opciones={ESTRATO.opciones} />
      <SeleccionPerfil
        nombre="educacion"
        etiqueta="Educación"
        vacia={null}
        opciones={EDUCACION_PERFIL.opciones}
      />
      <TextoPerfil nombre="tallaBlusa" etiqueta="Talla de blusa/camisa" maxLength={10} />
      <TextoPerfil nombre="tallaPantalon" etiqueta="Talla de pantalón" maxLength={10} />
      <TextoPerfil nombre="tallaCalzado" etiqueta="Talla de calzado" maxLength={10} />
      {area('conocimientosTecnicos', 'Conocimientos técnicos')}
      {area('experienciaLaboral', 'Experiencia laboral')}
      {area('otrasHabilidades', 'Otras habilidades')}
    </Seccion>
  );
}
