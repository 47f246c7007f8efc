// A local stand-in for the Google Maps JavaScript API (https://maps.googleapis.com/maps/api/js), served by
// support/google-maps-falso.ts through page.route: the e2e run never reaches Google. It defines the few classes the
// staff map uses (Map, Polyline, Marker, LatLng, LatLngBounds, SymbolPath, event, importLibrary) and draws what it is
// given into the map's <div> as plain DOM the spec can read: the polyline's point count, one button per marker (its
// title as accessible name, its label as text; a click fires the marker's "click" listeners), the fitted bounds and
// the zoom, plus "Acercar"/"Alejar" buttons like Google's zoom control. Then it calls the loader's callback, as the
// real script does once it has loaded.
(() => {
  const maps = window.google.maps; // created by the loader's bootstrap (importLibrary, the callback)

  const disparar = (objeto, evento, ...args) => {
    for (const f of objeto.oyentes.get(evento) ?? []) f.apply(objeto, args);
  };
  const literal = (p) =>
    typeof p.lat === 'function' ? { lat: p.lat(), lng: p.lng() } : { lat: p.lat, lng: p.lng };

  /** Setters and getters the fake does not draw (setZIndex, setCursor, setAnimation…) only store their value. */
  class Base {
    constructor() {
      this.oyentes = new Map();
      this.valores = {};
      return new Proxy(this, {
        get(objeto, clave, receptor) {
          if (typeof clave !== 'string' || clave in objeto) return Reflect.get(objeto, clave, receptor);
          if (clave.startsWith('set')) return (valor) => void (objeto.valores[clave.slice(3)] = valor);
          if (clave.startsWith('get')) return () => objeto.valores[clave.slice(3)];
          return undefined;
        },
      });
    }
  }

  class LatLng {
    constructor(lat, lng) {
      const p = typeof lat === 'object' ? literal(lat) : { lat, lng };
      this._lat = p.lat;
      this._lng = p.lng;
    }
    lat() {
      return this._lat;
    }
    lng() {
      return this._lng;
    }
    toJSON() {
      return { lat: this._lat, lng: this._lng };
    }
  }

  class LatLngBounds {
    constructor(suroeste, noreste) {
      this.sur = Infinity;
      this.oeste = Infinity;
      this.norte = -Infinity;
      this.este = -Infinity;
      if (suroeste) this.extend(suroeste);
      if (noreste) this.extend(noreste);
    }
    extend(p) {
      const { lat, lng } = literal(p);
      this.sur = Math.min(this.sur, lat);
      this.norte = Math.max(this.norte, lat);
      this.oeste = Math.min(this.oeste, lng);
      this.este = Math.max(this.este, lng);
      return this;
    }
    getSouthWest() {
      return new LatLng(this.sur, this.oeste);
    }
    getNorthEast() {
      return new LatLng(this.norte, this.este);
    }
    getCenter() {
      return new LatLng((this.sur + this.norte) / 2, (this.oeste + this.este) / 2);
    }
  }

  /** Web Mercator y of a latitude, 0 (north edge) … 1 (south edge) of the world. */
  const mercatorY = (lat) => {
    const s = Math.sin((lat * Math.PI) / 180);
    return 0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI);
  };

  class Mapa extends Base {
    constructor(div, opciones = {}) {
      super();
      this.div = div;
      this.zoom = opciones.zoom ?? 0;
      div.dataset.centroInicial = opciones.center
        ? `${literal(opciones.center).lat},${literal(opciones.center).lng}`
        : '';
      div.dataset.zoomInicial = String(this.zoom);
      div.dataset.zoom = String(this.zoom);
      this.capa = document.createElement('div');
      this.capa.dataset.testid = 'google-capa';
      div.append(this.capa);
      for (const [texto, paso] of [
        ['Acercar', 1],
        ['Alejar', -1],
      ]) {
        const boton = document.createElement('button');
        boton.type = 'button';
        boton.textContent = texto;
        boton.addEventListener('click', () => this.setZoom(this.zoom + paso));
        div.append(boton);
      }
    }
    setOptions(o = {}) {
      if (o.center) this.setCenter(o.center);
      if (typeof o.zoom === 'number') this.setZoom(o.zoom);
    }
    setCenter(c) {
      const { lat, lng } = literal(c);
      this.div.dataset.centro = `${lat},${lng}`;
    }
    getZoom() {
      return this.zoom;
    }
    setZoom(z) {
      if (z === this.zoom) return;
      this.zoom = z;
      this.div.dataset.zoom = String(z);
      disparar(this, 'zoom_changed');
    }
    getDiv() {
      return this.div;
    }
    /** The largest zoom at which the bounds fit the map's box minus the padding (what the real fitBounds picks). */
    fitBounds(limites, margen = 0) {
      const b =
        limites instanceof LatLngBounds
          ? limites
          : new LatLngBounds(
              { lat: limites.south, lng: limites.west },
              { lat: limites.north, lng: limites.east },
            );
      this.div.dataset.limites = [b.sur, b.oeste, b.norte, b.este].join(',');
      const ancho = Math.max((this.div.clientWidth || 640) - 2 * margen, 1);
      const alto = Math.max((this.div.clientHeight || 500) - 2 * margen, 1);
      const fraccionX = Math.max((b.este - b.oeste) / 360, 1e-9);
      const fraccionY = Math.max(mercatorY(b.sur) - mercatorY(b.norte), 1e-9);
      const zoom = Math.floor(Math.log2(Math.min(ancho / (256 * fraccionX), alto / (256 * fraccionY))));
      this.setCenter(b.getCenter());
      this.setZoom(Math.max(0, Math.min(21, zoom)));
      disparar(this, 'idle');
    }
    panTo(c) {
      this.setCenter(c);
    }
  }

  class Polilinea extends Base {
    constructor(opciones = {}) {
      super();
      this.nodo = document.createElement('div');
      this.nodo.dataset.testid = 'google-polilinea';
      this.nodo.setAttribute('aria-hidden', 'true');
      this.setPath([]);
      this.setOptions(opciones);
    }
    setOptions(o = {}) {
      if (o.path) this.setPath(o.path);
      if (o.strokeColor) this.nodo.dataset.color = o.strokeColor;
      if ('map' in o) this.setMap(o.map);
    }
    setPath(camino) {
      this.camino = Array.from(typeof camino.getArray === 'function' ? camino.getArray() : camino, literal);
      this.nodo.dataset.puntos = String(this.camino.length);
    }
    getPath() {
      return this.camino;
    }
    setMap(mapa) {
      if (mapa) mapa.capa.append(this.nodo);
      else this.nodo.remove();
    }
  }

  class Marcador extends Base {
    constructor(opciones = {}) {
      super();
      this.boton = document.createElement('button');
      this.boton.type = 'button';
      this.boton.dataset.testid = 'google-marcador';
      this.boton.addEventListener('click', () => disparar(this, 'click', { latLng: this.posicion }));
      this.setOptions(opciones);
    }
    setOptions(o = {}) {
      if (o.position) this.setPosition(o.position);
      if (o.title) this.setTitle(o.title);
      if (o.label) this.setLabel(o.label);
      if (o.icon) this.setIcon(o.icon);
      if ('map' in o) this.setMap(o.map);
    }
    setPosition(p) {
      this.posicion = new LatLng(p);
      this.boton.dataset.posicion = `${this.posicion.lat()},${this.posicion.lng()}`;
    }
    getPosition() {
      return this.posicion;
    }
    setTitle(t) {
      this.boton.title = t;
      this.boton.setAttribute('aria-label', t);
    }
    setLabel(l) {
      this.boton.textContent = typeof l === 'string' ? l : (l?.text ?? '');
    }
    setIcon(i) {
      this.boton.dataset.color = i?.fillColor ?? '';
    }
    setMap(mapa) {
      if (mapa) mapa.capa.append(this.boton);
      else this.boton.remove();
    }
  }

  const event = {
    addListener(objeto, nombre, f) {
      let lista = objeto.oyentes.get(nombre);
      if (!lista) objeto.oyentes.set(nombre, (lista = new Set()));
      lista.add(f);
      return { remove: () => lista.delete(f) };
    },
    removeListener(oyente) {
      oyente?.remove();
    },
    clearInstanceListeners(objeto) {
      objeto.oyentes.clear();
    },
    trigger(objeto, nombre, ...args) {
      disparar(objeto, nombre, ...args);
    },
  };

  Object.assign(maps, {
    version: '3.falso',
    Map: Mapa,
    Polyline: Polilinea,
    Marker: Marcador,
    LatLng,
    LatLngBounds,
    SymbolPath: {
      CIRCLE: 0,
      FORWARD_CLOSED_ARROW: 1,
      FORWARD_OPEN_ARROW: 2,
      BACKWARD_CLOSED_ARROW: 3,
      BACKWARD_OPEN_ARROW: 4,
    },
    event,
    importLibrary: () => Promise.resolve(maps),
  });

  // The loader names its callback in the URL (callback=google.maps.__ib__): call it, as the real script does.
  const callback = new URL(document.currentScript.src).searchParams.get('callback');
  if (callback) {
    const partes = callback.split('.');
    const nombre = partes.pop();
    const duenio = partes.reduce((o, p) => o[p], window);
    duenio[nombre]();
  }
})();
