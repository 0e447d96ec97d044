(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var e=class extends Event{constructor(e,t,n,r){super(`context-request`,{bubbles:!0,composed:!0}),this.context=e,this.contextTarget=t,this.callback=n,this.subscribe=r??!1}};function t(e){return e}var n=class{constructor(e,t,n,r){if(this.subscribe=!1,this.provided=!1,this.value=void 0,this.t=(e,t)=>{this.unsubscribe&&(this.unsubscribe!==t&&(this.provided=!1,this.unsubscribe()),this.subscribe||this.unsubscribe()),this.value=e,this.host.requestUpdate(),this.provided&&!this.subscribe||(this.provided=!0,this.callback&&this.callback(e,t)),this.unsubscribe=t},this.host=e,t.context!==void 0){let e=t;this.context=e.context,this.callback=e.callback,this.subscribe=e.subscribe??!1}else this.context=t,this.callback=n,this.subscribe=r??!1;this.host.addController(this)}hostConnected(){this.dispatchRequest()}hostDisconnected(){this.unsubscribe&&=(this.unsubscribe(),void 0)}dispatchRequest(){this.host.dispatchEvent(new e(this.context,this.host,this.t,this.subscribe))}},r=class{get value(){return this.o}set value(e){this.setValue(e)}setValue(e,t=!1){let n=t||!Object.is(e,this.o);this.o=e,n&&this.updateObservers()}constructor(e){this.subscriptions=new Map,this.updateObservers=()=>{for(let[e,{disposer:t}]of this.subscriptions)e(this.o,t)},e!==void 0&&(this.value=e)}addCallback(e,t,n){if(!n)return void e(this.value);this.subscriptions.has(e)||this.subscriptions.set(e,{disposer:()=>{this.subscriptions.delete(e)},consumerHost:t});let{disposer:r}=this.subscriptions.get(e);e(this.value,r)}clearCallbacks(){this.subscriptions.clear()}},i=class extends Event{constructor(e,t){super(`context-provider`,{bubbles:!0,composed:!0}),this.context=e,this.contextTarget=t}},a=class extends r{constructor(t,n,r){super(n.context===void 0?r:n.initialValue),this.onContextRequest=e=>{if(e.context!==this.context)return;let t=e.contextTarget??e.composedPath()[0];t!==this.host&&(e.stopPropagation(),this.addCallback(e.callback,t,e.subscribe))},this.onProviderRequest=t=>{if(t.context!==this.context||(t.contextTarget??t.composedPath()[0])===this.host)return;let n=new Set;for(let[t,{consumerHost:r}]of this.subscriptions)n.has(t)||(n.add(t),r.dispatchEvent(new e(this.context,r,t,!0)));t.stopPropagation()},this.host=t,this.context=n.context===void 0?n:n.context,this.attachListeners(),this.host.addController?.(this)}attachListeners(){this.host.addEventListener(`context-request`,this.onContextRequest),this.host.addEventListener(`context-provider`,this.onProviderRequest)}hostConnected(){this.host.dispatchEvent(new i(this.context,this.host))}},o=globalThis,s=o.ShadowRoot&&(o.ShadyCSS===void 0||o.ShadyCSS.nativeShadow)&&`adoptedStyleSheets`in Document.prototype&&`replace`in CSSStyleSheet.prototype,c=Symbol(),l=new WeakMap,u=class{constructor(e,t,n){if(this._$cssResult$=!0,n!==c)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=e,this.t=t}get styleSheet(){let e=this.o,t=this.t;if(s&&e===void 0){let n=t!==void 0&&t.length===1;n&&(e=l.get(t)),e===void 0&&((this.o=e=new CSSStyleSheet).replaceSync(this.cssText),n&&l.set(t,e))}return e}toString(){return this.cssText}},d=e=>new u(typeof e==`string`?e:e+``,void 0,c),f=(e,...t)=>new u(e.length===1?e[0]:t.reduce((t,n,r)=>t+(e=>{if(!0===e._$cssResult$)return e.cssText;if(typeof e==`number`)return e;throw Error(`Value passed to 'css' function must be a 'css' function result: `+e+`. Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.`)})(n)+e[r+1],e[0]),e,c),p=(e,t)=>{if(s)e.adoptedStyleSheets=t.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let n of t){let t=document.createElement(`style`),r=o.litNonce;r!==void 0&&t.setAttribute(`nonce`,r),t.textContent=n.cssText,e.appendChild(t)}},m=s?e=>e:e=>e instanceof CSSStyleSheet?(e=>{let t=``;for(let n of e.cssRules)t+=n.cssText;return d(t)})(e):e,{is:h,defineProperty:ee,getOwnPropertyDescriptor:te,getOwnPropertyNames:ne,getOwnPropertySymbols:re,getPrototypeOf:ie}=Object,ae=globalThis,oe=ae.trustedTypes,se=oe?oe.emptyScript:``,ce=ae.reactiveElementPolyfillSupport,le=(e,t)=>e,ue={toAttribute(e,t){switch(t){case Boolean:e=e?se:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},de=(e,t)=>!h(e,t),fe={attribute:!0,type:String,converter:ue,reflect:!1,useDefault:!1,hasChanged:de};Symbol.metadata??=Symbol(`metadata`),ae.litPropertyMetadata??=new WeakMap;var pe=class extends HTMLElement{static addInitializer(e){this._$Ei(),(this.l??=[]).push(e)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(e,t=fe){if(t.state&&(t.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(e)&&((t=Object.create(t)).wrapped=!0),this.elementProperties.set(e,t),!t.noAccessor){let n=Symbol(),r=this.getPropertyDescriptor(e,n,t);r!==void 0&&ee(this.prototype,e,r)}}static getPropertyDescriptor(e,t,n){let{get:r,set:i}=te(this.prototype,e)??{get(){return this[t]},set(e){this[t]=e}};return{get:r,set(t){let a=r?.call(this);i?.call(this,t),this.requestUpdate(e,a,n)},configurable:!0,enumerable:!0}}static getPropertyOptions(e){return this.elementProperties.get(e)??fe}static _$Ei(){if(this.hasOwnProperty(le(`elementProperties`)))return;let e=ie(this);e.finalize(),e.l!==void 0&&(this.l=[...e.l]),this.elementProperties=new Map(e.elementProperties)}static finalize(){if(this.hasOwnProperty(le(`finalized`)))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(le(`properties`))){let e=this.properties,t=[...ne(e),...re(e)];for(let n of t)this.createProperty(n,e[n])}let e=this[Symbol.metadata];if(e!==null){let t=litPropertyMetadata.get(e);if(t!==void 0)for(let[e,n]of t)this.elementProperties.set(e,n)}this._$Eh=new Map;for(let[e,t]of this.elementProperties){let n=this._$Eu(e,t);n!==void 0&&this._$Eh.set(n,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(e){let t=[];if(Array.isArray(e)){let n=new Set(e.flat(1/0).reverse());for(let e of n)t.unshift(m(e))}else e!==void 0&&t.push(m(e));return t}static _$Eu(e,t){let n=t.attribute;return!1===n?void 0:typeof n==`string`?n:typeof e==`string`?e.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(e=>this.enableUpdating=e),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(e=>e(this))}addController(e){(this._$EO??=new Set).add(e),this.renderRoot!==void 0&&this.isConnected&&e.hostConnected?.()}removeController(e){this._$EO?.delete(e)}_$E_(){let e=new Map,t=this.constructor.elementProperties;for(let n of t.keys())this.hasOwnProperty(n)&&(e.set(n,this[n]),delete this[n]);e.size>0&&(this._$Ep=e)}createRenderRoot(){let e=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return p(e,this.constructor.elementStyles),e}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(e=>e.hostConnected?.())}enableUpdating(e){}disconnectedCallback(){this._$EO?.forEach(e=>e.hostDisconnected?.())}attributeChangedCallback(e,t,n){this._$AK(e,n)}_$ET(e,t){let n=this.constructor.elementProperties.get(e),r=this.constructor._$Eu(e,n);if(r!==void 0&&!0===n.reflect){let i=(n.converter?.toAttribute===void 0?ue:n.converter).toAttribute(t,n.type);this._$Em=e,i==null?this.removeAttribute(r):this.setAttribute(r,i),this._$Em=null}}_$AK(e,t){let n=this.constructor,r=n._$Eh.get(e);if(r!==void 0&&this._$Em!==r){let e=n.getPropertyOptions(r),i=typeof e.converter==`function`?{fromAttribute:e.converter}:e.converter?.fromAttribute===void 0?ue:e.converter;this._$Em=r;let a=i.fromAttribute(t,e.type);this[r]=a??this._$Ej?.get(r)??a,this._$Em=null}}requestUpdate(e,t,n,r=!1,i){if(e!==void 0){let a=this.constructor;if(!1===r&&(i=this[e]),n??=a.getPropertyOptions(e),!((n.hasChanged??de)(i,t)||n.useDefault&&n.reflect&&i===this._$Ej?.get(e)&&!this.hasAttribute(a._$Eu(e,n))))return;this.C(e,t,n)}!1===this.isUpdatePending&&(this._$ES=this._$EP())}C(e,t,{useDefault:n,reflect:r,wrapped:i},a){n&&!(this._$Ej??=new Map).has(e)&&(this._$Ej.set(e,a??t??this[e]),!0!==i||a!==void 0)||(this._$AL.has(e)||(this.hasUpdated||n||(t=void 0),this._$AL.set(e,t)),!0===r&&this._$Em!==e&&(this._$Eq??=new Set).add(e))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let e=this.scheduleUpdate();return e!=null&&await e,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[e,t]of this._$Ep)this[e]=t;this._$Ep=void 0}let e=this.constructor.elementProperties;if(e.size>0)for(let[t,n]of e){let{wrapped:e}=n,r=this[t];!0!==e||this._$AL.has(t)||r===void 0||this.C(t,void 0,n,r)}}let e=!1,t=this._$AL;try{e=this.shouldUpdate(t),e?(this.willUpdate(t),this._$EO?.forEach(e=>e.hostUpdate?.()),this.update(t)):this._$EM()}catch(t){throw e=!1,this._$EM(),t}e&&this._$AE(t)}willUpdate(e){}_$AE(e){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(e)),this.updated(e)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(e){return!0}update(e){this._$Eq&&=this._$Eq.forEach(e=>this._$ET(e,this[e])),this._$EM()}updated(e){}firstUpdated(e){}};pe.elementStyles=[],pe.shadowRootOptions={mode:`open`},pe[le(`elementProperties`)]=new Map,pe[le(`finalized`)]=new Map,ce?.({ReactiveElement:pe}),(ae.reactiveElementVersions??=[]).push(`2.1.2`);var me=globalThis,he=e=>e,ge=me.trustedTypes,_e=ge?ge.createPolicy(`lit-html`,{createHTML:e=>e}):void 0,ve=`$lit$`,ye=`lit$${Math.random().toFixed(9).slice(2)}$`,be=`?`+ye,xe=`<${be}>`,Se=document,Ce=()=>Se.createComment(``),we=e=>e===null||typeof e!=`object`&&typeof e!=`function`,Te=Array.isArray,Ee=e=>Te(e)||typeof e?.[Symbol.iterator]==`function`,De=`[ 	
\f\r]`,Oe=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,ke=/-->/g,Ae=/>/g,je=RegExp(`>|${De}(?:([^\\s"'>=/]+)(${De}*=${De}*(?:[^ \t\n\f\r"'\`<>=]|("|')|))|$)`,`g`),Me=/'/g,Ne=/"/g,Pe=/^(?:script|style|textarea|title)$/i,Fe=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),g=Fe(1),Ie=Fe(2),Le=Symbol.for(`lit-noChange`),_=Symbol.for(`lit-nothing`),Re=new WeakMap,ze=Se.createTreeWalker(Se,129);function Be(e,t){if(!Te(e)||!e.hasOwnProperty(`raw`))throw Error(`invalid template strings array`);return _e===void 0?t:_e.createHTML(t)}var Ve=(e,t)=>{let n=e.length-1,r=[],i,a=t===2?`<svg>`:t===3?`<math>`:``,o=Oe;for(let t=0;t<n;t++){let n=e[t],s,c,l=-1,u=0;for(;u<n.length&&(o.lastIndex=u,c=o.exec(n),c!==null);)u=o.lastIndex,o===Oe?c[1]===`!--`?o=ke:c[1]===void 0?c[2]===void 0?c[3]!==void 0&&(o=je):(Pe.test(c[2])&&(i=RegExp(`</`+c[2],`g`)),o=je):o=Ae:o===je?c[0]===`>`?(o=i??Oe,l=-1):c[1]===void 0?l=-2:(l=o.lastIndex-c[2].length,s=c[1],o=c[3]===void 0?je:c[3]===`"`?Ne:Me):o===Ne||o===Me?o=je:o===ke||o===Ae?o=Oe:(o=je,i=void 0);let d=o===je&&e[t+1].startsWith(`/>`)?` `:``;a+=o===Oe?n+xe:l>=0?(r.push(s),n.slice(0,l)+ve+n.slice(l)+ye+d):n+ye+(l===-2?t:d)}return[Be(e,a+(e[n]||`<?>`)+(t===2?`</svg>`:t===3?`</math>`:``)),r]},He=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let a=0,o=0,s=t.length-1,c=this.parts,[l,u]=Ve(t,n);if(this.el=e.createElement(l,r),ze.currentNode=this.el.content,n===2||n===3){let e=this.el.content.firstChild;e.replaceWith(...e.childNodes)}for(;(i=ze.nextNode())!==null&&c.length<s;){if(i.nodeType===1){if(i.hasAttributes())for(let e of i.getAttributeNames())if(e.endsWith(ve)){let t=u[o++],n=i.getAttribute(e).split(ye),r=/([.?@])?(.*)/.exec(t);c.push({type:1,index:a,name:r[2],strings:n,ctor:r[1]===`.`?qe:r[1]===`?`?Je:r[1]===`@`?Ye:Ke}),i.removeAttribute(e)}else e.startsWith(ye)&&(c.push({type:6,index:a}),i.removeAttribute(e));if(Pe.test(i.tagName)){let e=i.textContent.split(ye),t=e.length-1;if(t>0){i.textContent=ge?ge.emptyScript:``;for(let n=0;n<t;n++)i.append(e[n],Ce()),ze.nextNode(),c.push({type:2,index:++a});i.append(e[t],Ce())}}}else if(i.nodeType===8){if(i.data===be)c.push({type:2,index:a});else{let e=-1;for(;(e=i.data.indexOf(ye,e+1))!==-1;)c.push({type:7,index:a}),e+=ye.length-1}}a++}}static createElement(e,t){let n=Se.createElement(`template`);return n.innerHTML=e,n}};function Ue(e,t,n=e,r){if(t===Le)return t;let i=r===void 0?n._$Cl:n._$Co?.[r],a=we(t)?void 0:t._$litDirective$;return i?.constructor!==a&&(i?._$AO?.(!1),a===void 0?i=void 0:(i=new a(e),i._$AT(e,n,r)),r===void 0?n._$Cl=i:(n._$Co??=[])[r]=i),i!==void 0&&(t=Ue(e,i._$AS(e,t.values),i,r)),t}var We=class{constructor(e,t){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=t}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:t},parts:n}=this._$AD,r=(e?.creationScope??Se).importNode(t,!0);ze.currentNode=r;let i=ze.nextNode(),a=0,o=0,s=n[0];for(;s!==void 0;){if(a===s.index){let t;s.type===2?t=new Ge(i,i.nextSibling,this,e):s.type===1?t=new s.ctor(i,s.name,s.strings,this,e):s.type===6&&(t=new Xe(i,this,e)),this._$AV.push(t),s=n[++o]}a!==s?.index&&(i=ze.nextNode(),a++)}return ze.currentNode=Se,r}p(e){let t=0;for(let n of this._$AV)n!==void 0&&(n.strings===void 0?n._$AI(e[t]):(n._$AI(e,n,t),t+=n.strings.length-2)),t++}},Ge=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,t,n,r){this.type=2,this._$AH=_,this._$AN=void 0,this._$AA=e,this._$AB=t,this._$AM=n,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,t=this._$AM;return t!==void 0&&e?.nodeType===11&&(e=t.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,t=this){e=Ue(this,e,t),we(e)?e===_||e==null||e===``?(this._$AH!==_&&this._$AR(),this._$AH=_):e!==this._$AH&&e!==Le&&this._(e):e._$litType$===void 0?e.nodeType===void 0?Ee(e)?this.k(e):this._(e):this.T(e):this.$(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==_&&we(this._$AH)?this._$AA.nextSibling.data=e:this.T(Se.createTextNode(e)),this._$AH=e}$(e){let{values:t,_$litType$:n}=e,r=typeof n==`number`?this._$AC(e):(n.el===void 0&&(n.el=He.createElement(Be(n.h,n.h[0]),this.options)),n);if(this._$AH?._$AD===r)this._$AH.p(t);else{let e=new We(r,this),n=e.u(this.options);e.p(t),this.T(n),this._$AH=e}}_$AC(e){let t=Re.get(e.strings);return t===void 0&&Re.set(e.strings,t=new He(e)),t}k(t){Te(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let a of t)i===n.length?n.push(r=new e(this.O(Ce()),this.O(Ce()),this,this.options)):r=n[i],r._$AI(a),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(e=this._$AA.nextSibling,t){for(this._$AP?.(!1,!0,t);e!==this._$AB;){let t=he(e).nextSibling;he(e).remove(),e=t}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},Ke=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,t,n,r,i){this.type=1,this._$AH=_,this._$AN=void 0,this.element=e,this.name=t,this._$AM=r,this.options=i,n.length>2||n[0]!==``||n[1]!==``?(this._$AH=Array(n.length-1).fill(new String),this.strings=n):this._$AH=_}_$AI(e,t=this,n,r){let i=this.strings,a=!1;if(i===void 0)e=Ue(this,e,t,0),a=!we(e)||e!==this._$AH&&e!==Le,a&&(this._$AH=e);else{let r=e,o,s;for(e=i[0],o=0;o<i.length-1;o++)s=Ue(this,r[n+o],t,o),s===Le&&(s=this._$AH[o]),a||=!we(s)||s!==this._$AH[o],s===_?e=_:e!==_&&(e+=(s??``)+i[o+1]),this._$AH[o]=s}a&&!r&&this.j(e)}j(e){e===_?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??``)}},qe=class extends Ke{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===_?void 0:e}},Je=class extends Ke{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==_)}},Ye=class extends Ke{constructor(e,t,n,r,i){super(e,t,n,r,i),this.type=5}_$AI(e,t=this){if((e=Ue(this,e,t,0)??_)===Le)return;let n=this._$AH,r=e===_&&n!==_||e.capture!==n.capture||e.once!==n.once||e.passive!==n.passive,i=e!==_&&(n===_||r);r&&this.element.removeEventListener(this.name,this,n),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH==`function`?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},Xe=class{constructor(e,t,n){this.element=e,this.type=6,this._$AN=void 0,this._$AM=t,this.options=n}get _$AU(){return this._$AM._$AU}_$AI(e){Ue(this,e)}},Ze={M:ve,P:ye,A:be,C:1,L:Ve,R:We,D:Ee,V:Ue,I:Ge,H:Ke,N:Je,U:Ye,B:qe,F:Xe},Qe=me.litHtmlPolyfillSupport;Qe?.(He,Ge),(me.litHtmlVersions??=[]).push(`3.3.3`);var $e=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let e=n?.renderBefore??null;r._$litPart$=i=new Ge(t.insertBefore(Ce(),e),e,void 0,n??{})}return i._$AI(e),i},et=globalThis,v=class extends pe{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let e=super.createRenderRoot();return this.renderOptions.renderBefore??=e.firstChild,e}update(e){let t=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(e),this._$Do=$e(t,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return Le}};v._$litElement$=!0,v.finalized=!0,et.litElementHydrateSupport?.({LitElement:v});var tt=et.litElementPolyfillSupport;tt?.({LitElement:v}),(et.litElementVersions??=[]).push(`4.2.2`);var nt={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},rt=e=>(...t)=>({_$litDirective$:e,values:t}),it=class{constructor(e){}get _$AU(){return this._$AM._$AU}_$AT(e,t,n){this._$Ct=e,this._$AM=t,this._$Ci=n}_$AS(e,t){return this.update(e,t)}update(e,t){return this.render(...t)}},{I:at}=Ze,ot=e=>e,st=()=>document.createComment(``),ct=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0)n=new at(r.insertBefore(st(),i),r.insertBefore(st(),i),e,e.options);else{let t=n._$AB.nextSibling,a=n._$AM,o=a!==e;if(o){let t;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(t=e._$AU)!==a._$AU&&n._$AP(t)}if(t!==i||o){let e=n._$AA;for(;e!==t;){let t=ot(e).nextSibling;ot(r).insertBefore(e,i),e=t}}}return n},lt=(e,t,n=e)=>(e._$AI(t,n),e),ut={},dt=(e,t=ut)=>e._$AH=t,ft=e=>e._$AH,pt=e=>{e._$AR(),e._$AA.remove()},mt=rt(class extends it{constructor(){super(...arguments),this.key=_}render(e,t){return this.key=e,t}update(e,[t,n]){return t!==this.key&&(dt(e),this.key=t),n}}),ht={"web.bri.title":`Briscola`,"web.bri.lobby_hint":`The 40 Italian cards, 2 players or 4 in two teams: three cards each, a briscola turned up, more than 60 of the 120 points win the hand.`,"web.bri.describe":`{players} players, first to {hands} hands`,"web.bri.describe_one":`{players} players, one hand`,"web.bri.you":`You`,"web.bri.hands_won":`Hands won`,"web.bri.one_hand":`one hand`,"web.bri.first_to":`first to {n} hands`,"web.bri.first_to_long":`The first side to win {n} hands wins the game.`,"web.bri.hand_n":`Hand {n}`,"web.bri.points":`Points`,"web.bri.points_title":`Show or hide the points each side has taken in this hand (P)`,"web.bri.points_taken":`points taken: {mine} {us} · {theirs} {them}`,"web.bri.briscola_suit":`Briscola: {suit}`,"web.bri.stock_left":`{n} cards to draw`,"web.bri.stock_empty":`the stock is finished`,"web.bri.swap":`Exchange your {seven} for the face-up {card}`,"web.bri.suggested_swap":`The computer would exchange the 7 for the face-up {card}`,"web.bri.take_suggestion":`Do it`,"web.bri.stop":`Trick over: why the computer played its cards.`,"web.bri.hand_over":`End of hand {n}`,"web.bri.hand_won":`You won the hand.`,"web.bri.hand_lost":`{name} won the hand.`,"web.bri.hand_won_team":`Your team won the hand.`,"web.bri.hand_lost_team":`The opponents won the hand.`,"web.bri.hand_draw":`60 to 60: the hand is a draw.`,"web.bri.tie_last_trick":`60 to 60: the hand goes to the side that took the last trick.`,"web.bri.card_points":`Points taken`,"web.bri.game_so_far":`The game so far`,"web.bri.won_by":`{name} won`,"reason.briscola.random.card":`{card}: a card chosen at random`,"reason.briscola.random.swap":`I exchange {card} for {won}, the face-up briscola, at random`,"reason.briscola.heuristic.swap":`I exchange the 7 of briscola for {won}, a stronger briscola.`,"reason.briscola.heuristic.lead_safe_load":`I lead {card}: its {points} points are safe, nobody can beat it any more.`,"reason.briscola.heuristic.lead_low":`I lead {card}, a card worth little: the last to play is an opponent.`,"reason.briscola.heuristic.lead_briscola":`I lead {card}, my lowest briscola: I hold only loads and briscole ({out} briscole are still out).`,"reason.briscola.heuristic.lead_forced":`I lead {card}: I hold nothing cheaper.`,"reason.briscola.heuristic.give_partner":`I give partner {card} ({points} points): partner takes the trick and nobody after can beat it.`,"reason.briscola.heuristic.partner_takes":`{card}: partner takes the trick, I keep my loads for a safe moment.`,"reason.briscola.heuristic.take_load":`{card} takes the {points} points on the table: the lowest card that wins them.`,"reason.briscola.heuristic.trump_load":`I take the {points} points on the table with {card}, my lowest briscola that wins them.`,"reason.briscola.heuristic.take_cheap":`{card} takes the trick ({points} points) without spending a briscola, and nobody after can beat it.`,"reason.briscola.heuristic.duck":`{card}: a card worth little; a trick of {points} points is not worth a briscola.`,"reason.briscola.heuristic.save_load":`{card} takes the trick: otherwise I would have to throw a load.`,"reason.briscola.heuristic.forced":`{card}: I cannot take the trick, and this is the card that gives away least.`,"reason.briscola.pimc.card":`{card}: over {worlds} layouts of the cards I have not seen, solved to the end, it takes {points} points on average from here on, the most of my cards.`,"reason.briscola.pimc.exact":`{card}: every card is known now, and with both sides at their best it takes {points} of the points left, the most of my cards.`,"reason.briscola.heuristic.take_lead":`{card} takes the trick without spending a briscola: the next lead is mine.`,"web.bri.within":`Roman match · games {us}–{them} · best of {n}`,"web.bri.within_title":`This Briscola game is the second game of a Roman Tressette match: it counts as one game won`,"web.help.briscola.title":`Briscola`,"web.help.briscola.1":`Two players, or four in two teams, with the same 40-card deck. Three cards each; the next card is turned face up under the stock: its suit is the briscola (trump) of the hand, and it is the last card drawn.`,"web.help.briscola.2":`There is no need to follow suit: any card may be played. The highest briscola takes the trick; without one, the highest card of the suit led. From highest to lowest: Ace, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2. After each trick everybody draws one card from the stock, the winner first.`,"web.help.briscola.3":`Points: Ace 11, 3 10, Re 4, Cavallo 3, Fante 2, the others nothing: 120 in the deck. A hand is won with more than 60; at 60–60 it is a draw unless the table's options give it to the last trick. The game goes to the side that first wins the hands the options ask for.`,"web.help.briscola.4":`In the Roman match (a Tressette option) the second game is played at Briscola by four, to four hands; if the games stand one each, the bella is Tressette again.`,"variant.classica":`Briscola as everybody plays it: 2 players, first to 4 hands, a 60–60 hand is a draw, no exchange of the 7.`,"web.option.hands_to_win":`Hands to win the game`,"web.option.tie":`A 60–60 hand`,"web.option.swap_seven":`Exchange the 7 of briscola for the face-up card`,"web.choice.tie.draw":`a draw`,"web.choice.tie.last-trick":`won by the last trick`,"web.replay.bri_points":`Points taken: {a_side} {a}, {b_side} {b}`,"web.replay.bri_deal":`{name} deals; the briscola is {card}.`,"web.replay.bri_swap":`{name} gives {card} for {took}, the face-up briscola.`,"web.replay.bri_play":`{name} plays {card}.`,"web.replay.bri_takes":`{name} takes the trick ({points} points).`,"web.replay.bri_takes|points=1":`{name} takes the trick (1 point).`,"web.replay.bri_stock":`Stock: {n}`},gt={"web.bri.title":`Briscola`,"web.bri.lobby_hint":`Le 40 carte italiane, in 2 o in 4 a coppie: tre carte a testa, una briscola girata, vince la mano chi fa più di 60 dei 120 punti.`,"web.bri.describe":`{players} giocatori, vince chi arriva a {hands} mani`,"web.bri.describe_one":`{players} giocatori, una mano`,"web.bri.you":`Tu`,"web.bri.hands_won":`Mani vinte`,"web.bri.one_hand":`una mano`,"web.bri.first_to":`a {n} mani`,"web.bri.first_to_long":`Vince la partita chi vince per primo {n} mani.`,"web.bri.hand_n":`Mano {n}`,"web.bri.points":`Punti`,"web.bri.points_title":`Mostra o nascondi i punti presi da ciascuno in questa mano (P)`,"web.bri.points_taken":`punti presi: {mine} {us} · {theirs} {them}`,"web.bri.briscola_suit":`Briscola: {suit}`,"web.bri.stock_left":`{n} carte da pescare`,"web.bri.stock_empty":`il mazzo è finito`,"web.bri.swap":`Scambia il {seven} con la briscola girata ({card})`,"web.bri.suggested_swap":`Il computer scambierebbe il 7 con la briscola girata ({card})`,"web.bri.take_suggestion":`Fallo`,"web.bri.stop":`Presa finita: perché il computer ha giocato le sue carte.`,"web.bri.hand_over":`Fine della mano {n}`,"web.bri.hand_won":`Hai vinto la mano.`,"web.bri.hand_lost":`{name} ha vinto la mano.`,"web.bri.hand_won_team":`La tua coppia ha vinto la mano.`,"web.bri.hand_lost_team":`Gli avversari hanno vinto la mano.`,"web.bri.hand_draw":`60 a 60: la mano è pari.`,"web.bri.tie_last_trick":`60 a 60: la mano va a chi ha fatto l'ultima presa.`,"web.bri.card_points":`Punti presi`,"web.bri.game_so_far":`La partita finora`,"web.bri.won_by":`Ha vinto {name}`,"reason.briscola.random.card":`{card}: una carta scelta a caso`,"reason.briscola.random.swap":`Scambio {card} con {won}, la briscola scoperta, a caso`,"reason.briscola.heuristic.swap":`Scambio il 7 di briscola con {won}, una briscola più forte.`,"reason.briscola.heuristic.lead_safe_load":`Apro con {card}: i suoi {points} punti sono al sicuro, nessuno può più superarlo.`,"reason.briscola.heuristic.lead_low":`Apro con {card}, una carta che vale poco: l'ultimo a giocare è un avversario.`,"reason.briscola.heuristic.lead_briscola":`Apro con {card}, la mia briscola più bassa: ho solo carichi e briscole (ne restano fuori {out}).`,"reason.briscola.heuristic.lead_forced":`Apro con {card}: non ho niente di meno caro.`,"reason.briscola.heuristic.give_partner":`Carico il compagno con {card} ({points} punti): la presa è sua e nessuno dopo può superarla.`,"reason.briscola.heuristic.partner_takes":`{card}: la presa è del compagno, tengo i carichi per un momento sicuro.`,"reason.briscola.heuristic.take_load":`{card} prende i {points} punti in tavola: è la carta più bassa che li vince.`,"reason.briscola.heuristic.trump_load":`Prendo i {points} punti in tavola con {card}, la mia briscola più bassa che li vince.`,"reason.briscola.heuristic.take_cheap":`{card} prende la mano ({points} punti) senza spendere una briscola, e nessuno dopo può superarla.`,"reason.briscola.heuristic.duck":`{card}: una carta che vale poco; una presa da {points} punti non vale una briscola.`,"reason.briscola.heuristic.save_load":`{card} prende la mano: altrimenti dovrei buttare un carico.`,"reason.briscola.heuristic.forced":`{card}: la presa non è mia, ed è la carta che regala meno.`,"reason.briscola.pimc.card":`{card}: su {worlds} distribuzioni delle carte che non ho visto, giocate fino in fondo, fa in media {points} punti da qui alla fine, più di ogni altra mia carta.`,"reason.briscola.pimc.exact":`{card}: ora tutte le carte sono note e, giocando al meglio da entrambe le parti, fa {points} dei punti rimasti, più di ogni altra mia carta.`,"reason.briscola.heuristic.take_lead":`{card} prende la mano senza spendere una briscola: la prossima la apro io.`,"web.bri.within":`Partita romana · partite {us}–{them} · al meglio di {n}`,"web.bri.within_title":`Questa partita a Briscola è la seconda di un incontro romano di Tressette: vale una partita vinta`,"web.help.briscola.title":`Briscola`,"web.help.briscola.1":`Due giocatori, o quattro in due squadre, con lo stesso mazzo da 40 carte. Tre carte a testa; la carta dopo si scopre sotto il mazzo: il suo seme è la briscola della mano, ed è l'ultima carta pescata.`,"web.help.briscola.2":`Non c'è obbligo di rispondere al seme: si può giocare qualsiasi carta. Prende la briscola più alta; senza briscole, la carta più alta del seme d'uscita. Dalla più alta alla più bassa: Asso, 3, Re, Cavallo, Fante, 7, 6, 5, 4, 2. Dopo ogni presa tutti pescano una carta dal mazzo, prima chi ha preso.`,"web.help.briscola.3":`Punti: Asso 11, 3 10, Re 4, Cavallo 3, Fante 2, le altre niente: 120 nel mazzo. Una mano si vince con più di 60; a 60 pari è patta, se le opzioni del tavolo non la danno all'ultima presa. La partita va a chi vince per primo le mani richieste dalle opzioni.`,"web.help.briscola.4":`Nell'incontro alla romana (un'opzione del Tressette) la seconda partita si gioca a Briscola in quattro, a quattro mani; se le partite sono una pari, la bella è di nuovo a Tressette.`,"variant.classica":`La Briscola come la giocano tutti: 2 giocatori, a 4 mani, 60 a 60 è pari, niente scambio del 7.`,"web.option.hands_to_win":`Mani per vincere la partita`,"web.option.tie":`Una mano 60 a 60`,"web.option.swap_seven":`Scambio del 7 di briscola con la carta girata`,"web.choice.tie.draw":`pari`,"web.choice.tie.last-trick":`vinta dall'ultima presa`,"web.replay.bri_points":`Punti presi: {a_side} {a}, {b_side} {b}`,"web.replay.bri_deal":`Dà le carte {name}; la briscola è {card}.`,"web.replay.bri_swap":`{name} cambia {card} con {took}, la briscola scoperta.`,"web.replay.bri_play":`{name} gioca {card}.`,"web.replay.bri_takes":`{name} fa la presa ({points} punti).`,"web.replay.bri_takes|points=1":`{name} fa la presa (1 punto).`,"web.replay.bri_stock":`Mazzo: {n}`},_t={"reason.pin.random.pile":`I take {card} from the pile, at random.`,"reason.pin.random.stock":`I draw from the stock.`,"reason.pin.random.end":`The stock is empty and I take nothing from the pile: the hand ends.`,"reason.pin.random.use":`I meld {card}, taken from the pile.`,"reason.pin.random.use_undo":`I take back this turn's steps: {card}, taken from the pile, no longer fits any meld with what is left.`,"reason.pin.random.meld":`I meld {cards}, at random.`,"reason.pin.random.discard":`I discard {card}, at random.`,"reason.pin.club.pile":`I take {card} from the pile with the cards above it ({count} in all): they let me lay about {gain} points more than I risk.`,"reason.pin.club.pile|count=1":`I take {card} from the pile: it lets me lay about {gain} points more than I risk.`,"reason.pin.club.stock":`I draw from the stock: nothing in the pile can be melded at once.`,"reason.pin.club.stock_pile_barred":`I draw from the stock: under these rules only a player who has opened (laid a meld of his own) takes from the pile, and I have not opened yet.`,"reason.pin.club.stock_pile_short":`I draw from the stock: no card of the pile would let me open this turn with the minimum the opening needs ({minimum} points).`,"reason.pin.club.stock_pile_short|minimum=1":`I draw from the stock: no card of the pile would let me open this turn with the minimum the opening needs (1 point).`,"reason.pin.club.stock_pile_poor":`I draw from the stock: the best the pile offers, {card}, would let me lay about {gain} points more than I risk, no more than a card from the stock is worth (about {bar}).`,"reason.pin.club.stock_pile_poor|gain=1":`I draw from the stock: the best the pile offers, {card}, would let me lay about one point more than I risk, no more than a card from the stock is worth (about {bar}).`,"reason.pin.club.stock_pile_costly":`I draw from the stock: taking {card} from the pile would leave me holding more points than it lets me lay.`,"reason.pin.club.stock_pile_deep":`I draw from the stock: I take from the pile only near its top (deeper only for {deep} points or more), and nothing there can be melded at once.`,"reason.pin.club.end":`The stock is empty and I take nothing from the pile: the hand ends here.`,"reason.pin.club.use_pile":`I meld {card}, taken from the pile, at once as the rule requires: {cards}.`,"reason.pin.club.use_wild":`I use the wild card I took, {card}, at once: {cards}.`,"reason.pin.club.open":`I open by laying {cards} ({points} points): a player who never opens pays 100.`,"reason.pin.club.opening_minimum":`I lay {cards} ({points} points): opening needs {minimum} this turn, and my hand gets there.`,"reason.pin.club.opening_minimum|minimum=1":`I lay {cards} ({points} points): opening needs one point this turn, and my hand gets there.`,"reason.pin.club.opening_undo":`I take back this turn's melds: the opening would be {short} points short.`,"reason.pin.club.opening_undo|short=1":`I take back this turn's melds: the opening would be one point short.`,"reason.pin.club.use_undo":`I take back this turn's steps: {card}, taken from the pile, no longer fits any meld with what is left.`,"reason.pin.club.meld":`I lay {cards} ({points} points): on the table they count for us, in hand they would count against us.`,"reason.pin.club.meld_long_run":`I lay the run {cards} with no wild card: from seven cards on it is a pinnacola and counts double.`,"reason.pin.club.attach":`I attach {cards} to my team's meld {meld}.`,"reason.pin.club.going_out":`One card is left: my next discard closes.`,"reason.pin.club.swap":`I take {take} from meld {meld} by giving {give}, the card it stands for: I use it at once.`,"reason.pin.club.close":`I close by discarding {card}: {points} points to my team, and the hand ends.`,"reason.pin.club.discard_isolated":`I discard {card}: it goes with none of my cards.`,"reason.pin.club.discard_least":`I discard {card}: it is the card I need least.`,"reason.pin.club.discard_dead":`I discard {card}: the cards that would make a meld of it have all been seen.`,"reason.pin.club.discard_safe":`The opponents cannot attach it to their melds.`,"reason.pin.club.discard_feeds":`It helps the opponents, but no other card I could discard cost me less.`,"reason.pin.expert.stock":`Looking ahead ({layouts} ways the cards I cannot see may lie, each played on by everyone as a strong player would), in points over the opponents: drawing from the stock is worth {value} on average, the best pile card {other_value}.`,"reason.pin.expert.stock|layouts=1":`Looking ahead (one way the cards I cannot see may lie, played on by everyone as a strong player would), in points over the opponents: drawing from the stock is worth {value}, the best pile card {other_value}.`,"reason.pin.expert.end":`Looking ahead ({layouts} ways the cards I cannot see may lie), in points over the opponents: ending the hand here without taking from the pile is worth {value}, the best pile card {other_value}.`,"reason.pin.expert.end|layouts=1":`Looking ahead (one way the cards I cannot see may lie), in points over the opponents: ending the hand here without taking from the pile is worth {value}, the best pile card {other_value}.`,"reason.pin.expert.pile":`Looking ahead ({layouts} ways the cards I cannot see may lie, each played on by everyone as a strong player would), in points over the opponents: taking {card} from the pile is worth {value} on average, the next choice {other_value}.`,"reason.pin.expert.pile|layouts=1":`Looking ahead (one way the cards I cannot see may lie, played on by everyone as a strong player would), in points over the opponents: taking {card} from the pile is worth {value}, the next choice {other_value}.`,"reason.pin.expert.discard":`Looking ahead ({layouts} ways the cards I cannot see may lie, each played on by everyone as a strong player would), in points over the opponents: discarding {card} is worth {value} on average, the next discard {other_value}.`,"reason.pin.expert.discard|layouts=1":`Looking ahead (one way the cards I cannot see may lie, played on by everyone as a strong player would), in points over the opponents: discarding {card} is worth {value}, the next discard {other_value}.`,"reason.pin.expert.kept":`Looking ahead ({layouts} ways the cards I cannot see may lie, each played on by everyone as a strong player would), in points over the opponents: another choice averages {other_value} against {value} for this one, but its lead comes from a few of those ways, not from most of them: too unsure to drop the move a club player would make, so I keep it.`,"reason.pin.expert.kept|layouts=1":`Looking ahead (one way the cards I cannot see may lie, played on by everyone as a strong player would), in points over the opponents: another choice is worth {other_value} against {value} for this one, but one way alone is too unsure to drop the move a club player would make, so I keep it.`,"web.pin.title":`Pinnacola`,"web.pin.lobby_hint":`Two French decks with jokers, 2 or 4 players: meld sets and runs, close by discarding your last card.`,"web.pin.new_game":`New Pinnacola game`,"web.pin.seat.medium":`Computer (medium)`,"web.pin.seat.weak":`Computer (weak)`,"web.pin.seat.strong":`Computer (strong)`,"web.pin.seat.expert":`Computer (expert)`,"web.pin.seat.mixed":`Computer (any strength, drawn at random)`,"web.pin.seat.random":`Computer (random moves)`,"web.pin.seat.open":`Open for a friend`,"web.pin.leave_confirm":`Leave the match? The computer plays your cards from now on. Until the match ends you can take your seat back from the lobby (“Your tables”); if you do not come back, leaving scores -1500 on the leaderboard.`,"web.pin.single_hand":`One hand`,"web.pin.hand_number":`hand {n}`,"web.pin.partner":`partner`,"web.pin.opponent":`opponent`,"web.pin.opened":`opened`,"web.pin.cards_left":`{n} cards in hand`,"web.pin.cards_left|n=1":`one card in hand`,"web.pin.known":`Cards seen taken from the pile`,"web.pin.no_melds":`No melds yet`,"web.pin.our_melds":`Our melds`,"web.pin.their_melds":`Their melds`,"web.pin.stands_for":`stands for {card}`,"web.pin.wild_as":`{wild} as {card}`,"web.pin.meld_title":`Meld {n}: {points} points. Click to choose it for attach or swap.`,"web.pin.meld_name":`Meld {n}, {points} points:`,"web.pin.draw_stock":`Draw the top card of the stock`,"web.pin.stock":`Stock: {n}`,"web.pin.end_hand":`Take nothing: the hand ends`,"web.pin.pile":`Discard pile, bottom card first`,"web.pin.pile_empty":`The pile is empty`,"web.pin.take_with":`Take {card} and the {n} cards above it`,"web.pin.take_with|n=1":`Take {card} and the card above it`,"web.pin.take_pile":`Take from the pile`,"web.pin.pile_unusable":`You could not meld this card this turn.`,"web.pin.prompt_draw":`Your turn: draw from the stock, or choose a pile card to take.`,"web.pin.prompt_meld":`Select cards to meld, attach or swap; then select one card and discard it.`,"web.pin.waiting_for":`{name} is playing…`,"web.pin.must_use":`Before discarding, use in a meld: {cards}`,"web.pin.meld":`Meld`,"web.pin.attach":`Attach`,"web.pin.swap":`Swap the wild card`,"web.pin.discard":`Discard`,"web.pin.undo":`Undo the melds`,"web.pin.clear":`Clear the selection`,"web.pin.meld_chosen":`Meld {n} chosen.`,"web.pin.choose_meaning":`The wild card can stand for more than one card: choose`,"web.pin.hand_over":`End of hand {n}`,"web.pin.match_score":`Match score: us {us}, them {them}`,"web.pin.level":`A level hand`,"web.pin.pinnacolone":`A pinnacolone ended the match!`,"web.pin.waiting_others":`Waiting for the others…`,"web.pin.result.melded":`Melded`,"web.pin.result.in_hand":`Left in hand`,"web.pin.result.closing":`Closing`,"web.pin.result.not_opened":`Not opened`,"web.pin.result.total":`Total of the hand`,"web.pin.board":`Pinnacola leaderboard`,"web.pin.board_points":`Points`,"web.pin.board_all_time":`All time`,"web.pin.board_rules":`Matches against the computer: a win scores your team's points, a loss 0, leaving a match -1500.`,"web.pin.describe":`{players} players, to {target} points`,"web.pin.describe_single":`{players} players, one hand`,"web.pin.house.chiusura_in_mano":`chiusura in mano`,"web.pin.house.no_close_first_round":`no closing in the first round`,"web.pin.house.open_before_pile":`pile only after opening`,"web.pin.house.first_meld_minimum":`opening with at least {n} points`,"web.pin.house.first_meld_minimum|n=1":`opening with at least one point`,"web.pin.take_one":`Take {card}`,"web.help.pinnacola.title":`Pinnacola`,"web.help.pinnacola.1":`Two players, or four in two teams, with two French decks and their jokers. 13 or 15 cards each; the rest is the stock, and its top card starts the discard pile. On your turn: draw the top of the stock or a card of the pile (with every card discarded after it, and use the card you took in a meld this turn), meld and attach as you like, then discard one card.`,"web.help.pinnacola.2":`Melds: a set of 3 or 4 cards of one rank in different suits, or a run of 3 or more cards of one suit in order (the Ace low or high). Jokers (and, with pinelle, the black twos) stand for any card, one per meld. You open with a meld of your own; once you have opened you may take a joker from any meld by putting in its place the card it stands for.`,"web.help.pinnacola.3":`The hand ends when a player who has opened discards his last card: 100 points to him, 200 if he opened and closed in the same turn. Each team scores its melded cards minus the cards left in its hands, and 100 less for each player who never opened. Values: 2–5 are 5, 6 to King 10, Ace 15, joker 25, pinella 20.`,"web.help.pinnacola.4":`Bonuses: four natural cards of one rank (a poker) of 5-point cards 40, of 10-point cards 80, of Aces 120; a run of 7 or more without wild cards (pinnacola) doubles its points, of 10 or more triples them, and of 13 (pinnacolone) is worth 1500 and ends the match. A match is one hand or a race to 1500–3000 points.`,"web.pin.why_not.turn":`Wait for your turn.`,"web.pin.why_not.draw_first":`Draw first: the top of the stock, or a card of the pile.`,"web.pin.why_not.meld":`To meld, select 3 cards or more that make a set or a run.`,"web.pin.why_not.attach_cards":`To attach, select the cards, then click one of your team's melds.`,"web.pin.why_not.attach_meld":`Click one of your team's melds to attach the selected cards to it.`,"web.pin.why_not.swap_open":`You can take a wild card only once you have opened with a meld of your own.`,"web.pin.why_not.swap_meld":`Click a meld with a joker (or, in your team's melds, a pinella) to take it.`,"web.pin.why_not.swap_card":`Select the one natural card the wild card stands for.`,"web.pin.why_not.discard_one":`To end your turn, select the one card to discard.`,"web.pin.why_not.discard_card":`That card may not be discarded now: a card taken from the pile, or a wild card taken, must go into a meld first.`,"web.pin.take_suggestion":`Do it`,"web.pin.why_title":`Why the computers played as they did`,"card.french.as":`{wild} as {card}`,"web.option.cards_per_hand":`Cards dealt to each player`,"web.option.pinelle":`Pinelle (black twos wild)`,"web.option.jokers":`Jokers in the deck`,"web.option.max_wild_per_meld":`Wild cards per meld`,"web.option.four_jokers_meld":`Four jokers make a meld (400)`,"web.option.chiusura_in_mano":`Closing in one turn doubles (chiusura in mano)`,"web.option.no_close_first_round":`No closing in the first round`,"web.option.open_before_pile":`Pile only after opening`,"web.option.first_meld_minimum":`Least points to open`,"web.option.direction":`Direction of play`,"web.option.mode":`Match`,"web.options.null.max_wild_per_meld":`no limit`,"web.choice.direction.clockwise":`clockwise`,"web.choice.direction.anticlockwise":`anticlockwise`,"web.choice.mode.single":`one hand`,"web.choice.mode.points":`to a target score`,"variant.standard":`Pinnacola: 13 cards, jokers, one wild card per meld, a match to 1500.`,"web.watch.melds_of":`Melds of {side}`,"web.replay.pin_deal":`{name} deals; the discard pile opens with {card}.`,"web.replay.pin_stock_out":`the stock is finished and the hand ends`,"web.replay.pin_draw":`draws {card} from the stock`,"web.replay.pin_take":`takes {n} cards from the pile ({cards})`,"web.replay.pin_take|n=1":`takes 1 card from the pile ({cards})`,"web.replay.pin_meld":`lays {cards}`,"web.replay.pin_attach":`adds {cards} to meld {n}`,"web.replay.pin_swap":`puts {give} in meld {n} and takes back {take}`,"web.replay.pin_discard":`discards {card}`,"web.replay.pin_total":`Points of the hand: {a_side} {a}, {b_side} {b}`,"web.replay.pin_pile":`Discard pile ({n})`,"web.replay.pin_stock":`Stock: {n}`,"web.replay.pin_meld_of":`Meld {n} · {name}`},vt={"reason.pin.random.pile":`Prendo {card} dal pozzo, a caso.`,"reason.pin.random.stock":`Pesco dal tallone.`,"reason.pin.random.end":`Il tallone è finito e non prendo dal pozzo: la mano finisce.`,"reason.pin.random.use":`Calo {card}, presa dal pozzo.`,"reason.pin.random.use_undo":`Annullo le mosse di questo turno: {card}, presa dal pozzo, non entra più in nessuna combinazione con quel che resta.`,"reason.pin.random.meld":`Calo {cards}, a caso.`,"reason.pin.random.discard":`Scarto {card}, a caso.`,"reason.pin.club.pile":`Prendo dal pozzo {card} e le carte sopra ({count} in tutto): mi fanno calare circa {gain} punti in più di quanto rischio.`,"reason.pin.club.pile|count=1":`Prendo dal pozzo {card}: mi fa calare circa {gain} punti in più di quanto rischio.`,"reason.pin.club.stock":`Pesco dal tallone: nel pozzo non c'è nulla che possa calare subito.`,"reason.pin.club.stock_pile_barred":`Pesco dal tallone: con queste regole dal pozzo prende solo chi ha già aperto (calato una combinazione sua), e io non ho ancora aperto.`,"reason.pin.club.stock_pile_short":`Pesco dal tallone: nessuna carta del pozzo mi farebbe aprire in questo turno con il minimo che l'apertura richiede ({minimum} punti).`,"reason.pin.club.stock_pile_short|minimum=1":`Pesco dal tallone: nessuna carta del pozzo mi farebbe aprire in questo turno con il minimo che l'apertura richiede (1 punto).`,"reason.pin.club.stock_pile_poor":`Pesco dal tallone: il meglio del pozzo, {card}, mi farebbe calare circa {gain} punti in più di quanto rischio, non più di quanto vale una carta del tallone (circa {bar}).`,"reason.pin.club.stock_pile_poor|gain=1":`Pesco dal tallone: il meglio del pozzo, {card}, mi farebbe calare circa un punto in più di quanto rischio, non più di quanto vale una carta del tallone (circa {bar}).`,"reason.pin.club.stock_pile_costly":`Pesco dal tallone: prendendo {card} dal pozzo resterei con più punti in mano di quanti me ne faccia calare.`,"reason.pin.club.stock_pile_deep":`Pesco dal tallone: dal pozzo prendo solo vicino alla cima (più in fondo solo per almeno {deep} punti), e lì non c'è nulla da calare subito.`,"reason.pin.club.end":`Il tallone è finito e dal pozzo non prendo: la mano finisce qui.`,"reason.pin.club.use_pile":`Calo subito {card}, presa dal pozzo, come vuole la regola: {cards}.`,"reason.pin.club.use_wild":`Uso subito la matta presa, {card}: {cards}.`,"reason.pin.club.open":`Apro calando {cards} ({points} punti): chi non apre paga 100.`,"reason.pin.club.opening_minimum":`Calo {cards} ({points} punti): per aprire ne servono {minimum} in questo turno, e la mano ci arriva.`,"reason.pin.club.opening_minimum|minimum=1":`Calo {cards} ({points} punti): per aprire ne serve uno in questo turno, e la mano ci arriva.`,"reason.pin.club.opening_undo":`Annullo le calate di questo turno: per aprire mancherebbero {short} punti.`,"reason.pin.club.opening_undo|short=1":`Annullo le calate di questo turno: per aprire mancherebbe un punto.`,"reason.pin.club.use_undo":`Annullo le mosse di questo turno: {card}, presa dal pozzo, non entra più in nessuna combinazione con quel che resta.`,"reason.pin.club.meld":`Calo {cards} ({points} punti): sul tavolo contano, in mano peserebbero contro.`,"reason.pin.club.meld_long_run":`Calo la scala {cards} senza matte: da sette carte in su è una pinnacola e vale doppio.`,"reason.pin.club.attach":`Attacco {cards} alla combinazione {meld} della mia squadra.`,"reason.pin.club.going_out":`Mi resta una carta sola: col prossimo scarto chiudo.`,"reason.pin.club.swap":`Prendo {take} dalla combinazione {meld} dando {give}, la carta che rappresenta: la uso subito.`,"reason.pin.club.close":`Chiudo scartando {card}: {points} punti alla mia squadra e la mano finisce.`,"reason.pin.club.discard_isolated":`Scarto {card}: non lega con nessuna delle mie carte.`,"reason.pin.club.discard_least":`Scarto {card}: è la carta che mi serve meno.`,"reason.pin.club.discard_dead":`Scarto {card}: le carte che ne farebbero una combinazione si sono già viste tutte.`,"reason.pin.club.discard_safe":`Gli avversari non la possono attaccare alle loro combinazioni.`,"reason.pin.club.discard_feeds":`Serve agli avversari, ma nessun'altra carta che potevo scartare mi costava di meno.`,"reason.pin.expert.stock":`Guardando avanti ({layouts} modi in cui possono stare le carte che non vedo, giocati da tutti come un giocatore forte), in punti sugli avversari: pescare dal tallone ci vale in media {value}, la miglior carta del pozzo {other_value}.`,"reason.pin.expert.stock|layouts=1":`Guardando avanti (un solo modo in cui possono stare le carte che non vedo, giocato da tutti come un giocatore forte), in punti sugli avversari: pescare dal tallone ci vale {value}, la miglior carta del pozzo {other_value}.`,"reason.pin.expert.end":`Guardando avanti ({layouts} modi in cui possono stare le carte che non vedo), in punti sugli avversari: lasciar finire qui la smazzata senza prendere dal pozzo ci vale {value}, la miglior carta del pozzo {other_value}.`,"reason.pin.expert.end|layouts=1":`Guardando avanti (un solo modo in cui possono stare le carte che non vedo), in punti sugli avversari: lasciar finire qui la smazzata senza prendere dal pozzo ci vale {value}, la miglior carta del pozzo {other_value}.`,"reason.pin.expert.pile":`Guardando avanti ({layouts} modi in cui possono stare le carte che non vedo, giocati da tutti come un giocatore forte), in punti sugli avversari: prendere {card} dal pozzo ci vale in media {value}, la scelta seguente {other_value}.`,"reason.pin.expert.pile|layouts=1":`Guardando avanti (un solo modo in cui possono stare le carte che non vedo, giocato da tutti come un giocatore forte), in punti sugli avversari: prendere {card} dal pozzo ci vale {value}, la scelta seguente {other_value}.`,"reason.pin.expert.discard":`Guardando avanti ({layouts} modi in cui possono stare le carte che non vedo, giocati da tutti come un giocatore forte), in punti sugli avversari: scartare {card} ci vale in media {value}, lo scarto seguente {other_value}.`,"reason.pin.expert.discard|layouts=1":`Guardando avanti (un solo modo in cui possono stare le carte che non vedo, giocato da tutti come un giocatore forte), in punti sugli avversari: scartare {card} ci vale {value}, lo scarto seguente {other_value}.`,"reason.pin.expert.kept":`Guardando avanti ({layouts} modi in cui possono stare le carte che non vedo, giocati da tutti come un giocatore forte), in punti sugli avversari: un'altra scelta vale in media {other_value} contro {value} di questa, ma il suo vantaggio viene da pochi di quei modi, non dalla maggior parte: troppo incerto per lasciare la mossa che farebbe un giocatore di circolo, quindi la tengo.`,"reason.pin.expert.kept|layouts=1":`Guardando avanti (un solo modo in cui possono stare le carte che non vedo, giocato da tutti come un giocatore forte), in punti sugli avversari: un'altra scelta vale {other_value} contro {value} di questa, ma un modo solo è troppo incerto per lasciare la mossa che farebbe un giocatore di circolo, quindi la tengo.`,"web.pin.title":`Pinnacola`,"web.pin.lobby_hint":`Due mazzi francesi con i jolly, 2 o 4 giocatori: cala tris e scale, chiudi scartando l'ultima carta.`,"web.pin.new_game":`Nuova partita a Pinnacola`,"web.pin.seat.medium":`Computer (medio)`,"web.pin.seat.weak":`Computer (debole)`,"web.pin.seat.strong":`Computer (forte)`,"web.pin.seat.expert":`Computer (esperto)`,"web.pin.seat.mixed":`Computer (casuale: forza a sorte)`,"web.pin.seat.random":`Computer (mosse a caso)`,"web.pin.seat.open":`Libero per un amico`,"web.pin.leave_confirm":`Lasciare la partita? Da ora il computer gioca le tue carte. Finché la partita non è finita puoi riprendere il tuo posto dalla sala (“I tuoi tavoli”); se non torni, l'abbandono vale -1500 in classifica.`,"web.pin.single_hand":`Una smazzata`,"web.pin.hand_number":`smazzata {n}`,"web.pin.partner":`compagno`,"web.pin.opponent":`avversario`,"web.pin.opened":`aperto`,"web.pin.cards_left":`{n} carte in mano`,"web.pin.cards_left|n=1":`una carta in mano`,"web.pin.known":`Carte viste prendere dal pozzo`,"web.pin.no_melds":`Ancora nessuna combinazione`,"web.pin.our_melds":`Le nostre combinazioni`,"web.pin.their_melds":`Le loro combinazioni`,"web.pin.stands_for":`vale {card}`,"web.pin.wild_as":`{wild} come {card}`,"web.pin.meld_title":`Combinazione {n}: {points} punti. Clicca per sceglierla per attaccare o scambiare.`,"web.pin.meld_name":`Combinazione {n}, {points} punti:`,"web.pin.draw_stock":`Pesca la prima carta del tallone`,"web.pin.stock":`Tallone: {n}`,"web.pin.end_hand":`Non prendere nulla: la smazzata finisce`,"web.pin.pile":`Pozzo degli scarti, dalla carta in fondo`,"web.pin.pile_empty":`Il pozzo è vuoto`,"web.pin.take_with":`Prendi {card} e le {n} carte sopra`,"web.pin.take_with|n=1":`Prendi {card} e la carta sopra`,"web.pin.take_pile":`Prendi dal pozzo`,"web.pin.pile_unusable":`Questa carta non potresti calarla in questo turno.`,"web.pin.prompt_draw":`Tocca a te: pesca dal tallone, o scegli una carta del pozzo.`,"web.pin.prompt_meld":`Seleziona le carte da calare, attaccare o scambiare; poi seleziona una carta e scartala.`,"web.pin.waiting_for":`Gioca {name}…`,"web.pin.must_use":`Prima di scartare, usa in una combinazione: {cards}`,"web.pin.meld":`Cala`,"web.pin.attach":`Attacca`,"web.pin.swap":`Scambia la matta`,"web.pin.discard":`Scarta`,"web.pin.undo":`Annulla le calate`,"web.pin.clear":`Deseleziona`,"web.pin.meld_chosen":`Scelta la combinazione {n}.`,"web.pin.choose_meaning":`La matta può valere più carte: scegli`,"web.pin.hand_over":`Fine della smazzata {n}`,"web.pin.match_score":`Punteggio: noi {us}, loro {them}`,"web.pin.level":`Smazzata pari`,"web.pin.pinnacolone":`Un pinnacolone ha chiuso la partita!`,"web.pin.waiting_others":`In attesa degli altri…`,"web.pin.result.melded":`Calato`,"web.pin.result.in_hand":`Rimasto in mano`,"web.pin.result.closing":`Chiusura`,"web.pin.result.not_opened":`Non aperto`,"web.pin.result.total":`Totale della smazzata`,"web.pin.board":`Classifica di Pinnacola`,"web.pin.board_points":`Punti`,"web.pin.board_all_time":`Sempre`,"web.pin.board_rules":`Partite contro il computer: una vittoria vale i punti della tua squadra, una sconfitta 0, abbandonare una partita -1500.`,"web.pin.describe":`{players} giocatori, ai {target} punti`,"web.pin.describe_single":`{players} giocatori, una smazzata`,"web.pin.house.chiusura_in_mano":`chiusura in mano`,"web.pin.house.no_close_first_round":`niente chiusura al primo giro`,"web.pin.house.open_before_pile":`pozzo solo dopo aver aperto`,"web.pin.house.first_meld_minimum":`si apre con almeno {n} punti`,"web.pin.house.first_meld_minimum|n=1":`si apre con almeno un punto`,"web.pin.take_one":`Prendi {card}`,"web.help.pinnacola.title":`Pinnacola`,"web.help.pinnacola.1":`Due giocatori, o quattro in due squadre, con due mazzi francesi e i loro jolly. 13 o 15 carte a testa; il resto è il tallone, e la sua prima carta apre il pozzo degli scarti. Al tuo turno: pesca la prima carta del tallone o una carta del pozzo (con tutte quelle scartate dopo, e usa in una combinazione la carta presa in questo turno), cala e attacca quanto vuoi, poi scarta una carta.`,"web.help.pinnacola.2":`Combinazioni: un tris o poker di 3 o 4 carte dello stesso valore di semi diversi, o una scala di 3 o più carte dello stesso seme in fila (l'Asso basso o alto). I jolly (e, con le pinelle, i due neri) valgono qualsiasi carta, uno per combinazione. Si apre con una combinazione propria; chi ha aperto può prendere un jolly da qualsiasi combinazione mettendo al suo posto la carta che rappresenta.`,"web.help.pinnacola.3":`La mano finisce quando un giocatore che ha aperto scarta l'ultima carta: 100 punti a lui, 200 se ha aperto e chiuso nello stesso turno. Ogni squadra conta le carte calate meno quelle rimaste in mano, e 100 in meno per ogni giocatore che non ha aperto. Valori: dal 2 al 5 valgono 5, dal 6 al Re 10, l'Asso 15, il jolly 25, la pinella 20.`,"web.help.pinnacola.4":`Premi: quattro carte naturali dello stesso valore (un poker) da 5 punti 40, da 10 punti 80, d'Assi 120; una scala di 7 o più senza matte (pinnacola) raddoppia i suoi punti, di 10 o più li triplica, e di 13 (pinnacolone) vale 1500 e chiude l'incontro. Un incontro è una mano, o una corsa a 1500–3000 punti.`,"web.pin.why_not.turn":`Aspetta il tuo turno.`,"web.pin.why_not.draw_first":`Prima pesca: la prima carta del tallone, o una carta del pozzo.`,"web.pin.why_not.meld":`Per calare, scegli 3 o più carte che fanno un tris o una scala.`,"web.pin.why_not.attach_cards":`Per attaccare, scegli le carte e poi una combinazione della tua squadra.`,"web.pin.why_not.attach_meld":`Fai clic su una combinazione della tua squadra per attaccarci le carte scelte.`,"web.pin.why_not.swap_open":`Puoi prendere una matta solo dopo aver aperto con una combinazione tua.`,"web.pin.why_not.swap_meld":`Fai clic su una combinazione con un jolly (o, fra quelle della tua squadra, una pinella) per prenderlo.`,"web.pin.why_not.swap_card":`Scegli la sola carta naturale che la matta rappresenta.`,"web.pin.why_not.discard_one":`Per finire il turno, scegli la carta da scartare.`,"web.pin.why_not.discard_card":`Questa carta non si può scartare ora: una carta presa dal pozzo, o una matta presa, va prima calata.`,"web.pin.take_suggestion":`Fallo`,"web.pin.why_title":`Perché i computer hanno giocato così`,"card.french.as":`{wild} come {card}`,"web.option.cards_per_hand":`Carte a ciascun giocatore`,"web.option.pinelle":`Pinelle (i 2 neri sono matte)`,"web.option.jokers":`Jolly nel mazzo`,"web.option.max_wild_per_meld":`Matte per combinazione`,"web.option.four_jokers_meld":`Quattro jolly sono una combinazione (400)`,"web.option.chiusura_in_mano":`Chiusura in mano (raddoppia)`,"web.option.no_close_first_round":`Niente chiusura al primo giro`,"web.option.open_before_pile":`Dal pozzo solo dopo aver aperto`,"web.option.first_meld_minimum":`Punti minimi per aprire`,"web.option.direction":`Senso di gioco`,"web.option.mode":`Partita`,"web.options.null.max_wild_per_meld":`nessun limite`,"web.choice.direction.clockwise":`orario`,"web.choice.direction.anticlockwise":`antiorario`,"web.choice.mode.single":`una smazzata`,"web.choice.mode.points":`a punti`,"variant.standard":`Pinnacola: 13 carte, jolly, una matta per combinazione, incontro a 1500.`,"web.watch.melds_of":`Combinazioni di {side}`,"web.replay.pin_deal":`Dà le carte {name}; il pozzo degli scarti si apre con {card}.`,"web.replay.pin_stock_out":`il tallone è esaurito e la mano finisce`,"web.replay.pin_draw":`pesca {card} dal tallone`,"web.replay.pin_take":`prende {n} carte dal pozzo ({cards})`,"web.replay.pin_take|n=1":`prende 1 carta dal pozzo ({cards})`,"web.replay.pin_meld":`cala {cards}`,"web.replay.pin_attach":`attacca {cards} alla combinazione {n}`,"web.replay.pin_swap":`mette {give} nella combinazione {n} e riprende {take}`,"web.replay.pin_discard":`scarta {card}`,"web.replay.pin_total":`Punti della mano: {a_side} {a}, {b_side} {b}`,"web.replay.pin_pile":`Pozzo degli scarti ({n})`,"web.replay.pin_stock":`Tallone: {n}`,"web.replay.pin_meld_of":`Combinazione {n} · {name}`},yt={"reason.scopa.random.lay":`{card}, chosen at random, takes nothing: I lay it on the table.`,"reason.scopa.random.take_one":`{card}, chosen at random, takes {won}.`,"reason.scopa.random.take_sum":`{card}, chosen at random, takes {count} cards adding up to {sum}.`,"reason.scopa.heuristic.take_one":`{card} takes {won}.`,"reason.scopa.heuristic.take_sum":`{card} takes {cards}, which add up to {sum}.`,"reason.scopa.heuristic.take_choice":`Of its {count} captures I choose the one worth most.`,"reason.scopa.heuristic.scopa":`It clears the table: a scopa, one point.`,"reason.scopa.heuristic.settebello":`It wins the settebello, a point on its own.`,"reason.scopa.heuristic.sevens":`That puts {count} sevens in my pile, for the primiera.`,"reason.scopa.heuristic.sevens|count=1":`That puts a seven in my pile, for the primiera.`,"reason.scopa.heuristic.denari":`That puts {count} denari in my pile.`,"reason.scopa.heuristic.denari|count=1":`That puts a denaro in my pile.`,"reason.scopa.heuristic.last_capture":`It is the hand's last capture: the cards left on the table come to me.`,"reason.scopa.heuristic.none_take":`None of my cards takes anything.`,"reason.scopa.heuristic.lay":`{card} takes nothing: I lay it on the table.`,"reason.scopa.heuristic.keep_seven":`I keep {card} for the primiera.`,"reason.scopa.heuristic.safe_over":`The table left adds up to {sum}, more than 10: no card can sweep it.`,"reason.scopa.heuristic.safe_out":`The table left adds up to {sum}, and no card worth {sum} is still out: the next player cannot sweep it.`,"reason.scopa.heuristic.risk":`The table left adds up to {sum}: the next player sweeps it only with a card worth {sum}, about {chance}% by my count.`,"reason.scopa.heuristic.risk_sure":`The table left adds up to {sum}, and the next player holds a card worth {sum}: every other play costs more.`,"reason.scopa.heuristic.avoid":`{card} would have left {sum} on the table instead: an easy scopa (about {chance}%).`,"reason.scopa.heuristic.endgame":`The stock is out, so the {count} cards still out, {cards}, are all in my opponent's hand: I reckon every line to the end.`,"reason.scopa.heuristic.endgame|count=1":`The stock is out, so the last card still out, {cards}, is in my opponent's hand: I reckon every line to the end.`,"reason.scopa.heuristic.setup":`If the table stays so, {card} takes from it on my next turn.`,"reason.scopa.pimc.worlds":`Over {worlds} layouts of the cards I have not seen, looking {plies} plays ahead with both sides at their best, this step comes out {gain} points better on average than my next best, with {best}.`,"reason.scopa.pimc.worlds_take":`Over {worlds} layouts of the cards I have not seen, looking {plies} plays ahead with both sides at their best, this capture comes out {gain} points better on average than the other capture of {card}.`,"reason.scopa.pimc.exact_ahead":`Every card still out is known: reckoning every line to the end with both sides at their best, {card} finishes the hand {count} points ahead in its count, the best I can do.`,"reason.scopa.pimc.exact_ahead|count=1":`Every card still out is known: reckoning every line to the end with both sides at their best, {card} finishes the hand a point ahead in its count, the best I can do.`,"reason.scopa.pimc.exact_behind":`Every card still out is known: reckoning every line to the end with both sides at their best, {card} finishes the hand {count} points behind in its count, the least I can lose.`,"reason.scopa.pimc.exact_behind|count=1":`Every card still out is known: reckoning every line to the end with both sides at their best, {card} finishes the hand a point behind in its count, the least I can lose.`,"reason.scopa.pimc.exact_level":`Every card still out is known: reckoning every line to the end with both sides at their best, {card} finishes the hand level in its count, the best I can do.`,"web.sco.title":`Scopa`,"web.sco.scopone":`Scopone`,"web.sco.lobby_hint":`The 40 Italian cards, 2 players or 4 in two teams (or Scopone scientifico, 10 cards each): a card takes an equal card or cards adding up to it; clearing the table is a scopa.`,"web.sco.describe":`{players} players, to {target}`,"web.sco.describe_scopone":`Scopone, {players} players, to {target}`,"web.sco.you":`You`,"web.sco.score_title":`Points of the game, added up at the end of each hand`,"web.sco.to_target":`to {n}`,"web.sco.hand_n":`Hand {n}`,"web.sco.stock_left":`{n} cards to deal`,"web.sco.stock_left|n=1":`one card to deal`,"web.sco.stock_empty":`all dealt`,"web.sco.table_cards":`On the table: {n} cards`,"web.sco.table_cards|n=1":`On the table: one card`,"web.sco.table_empty":`The table is empty`,"web.sco.pile_cards":`{n} cards`,"web.sco.pile_cards|n=1":`one card`,"web.sco.scope_n":`{n} scope`,"web.sco.scope_n|n=1":`one scopa`,"web.sco.scopa_with":`Scopa with the {card}`,"web.sco.scopa":`Scopa!`,"web.sco.and":`{first} and {last}`,"web.sco.played_lay":`{name} laid {card} on the table.`,"web.sco.played_take":`{name} played {card} and took {take}.`,"web.sco.suggest_lay":`Lay {card} on the table`,"web.sco.suggest_take":`Play {card} and take {take}`,"web.sco.take_suggestion":`Do it`,"web.sco.choose":`Choose what {card} takes: click the cards on the table, or a capture:`,"web.sco.cancel":`Another card`,"web.sco.stop":`The computer has played.`,"web.sco.hand_over":`End of hand {n}`,"web.sco.hand_points":`Points of the hand`,"web.sco.category.carte":`Carte (cards)`,"web.sco.category.denari":`Denari`,"web.sco.category.settebello":`Settebello`,"web.sco.category.primiera":`Primiera`,"web.sco.category.scope":`Scope`,"web.sco.category.re_bello":`Re bello`,"web.sco.category.napola":`Napola`,"web.sco.category_title.carte":`Cards taken: more than 20 scores 1`,"web.sco.category_title.denari":`Denari taken: more than 5 scores 1`,"web.sco.category_title.settebello":`The 7 of denari scores 1`,"web.sco.category_title.primiera":`The best card of each suit (7 21, 6 18, A 16, 5 15, 4 14, 3 13, 2 12, figures 10): the higher sum scores 1; a side lacking a suit has none`,"web.sco.category_title.scope":`1 for each scopa`,"web.sco.category_title.re_bello":`The Re of denari scores 1`,"web.sco.category_title.napola":`A, 2 and 3 of denari score 3, and 1 more for each next denaro in sequence`,"web.sco.no_primiera":`a suit missing`,"web.sco.leftovers":`Left on the table, to {side} (the last capture): {cards}.`,"web.sco.no_leftovers":`Nothing was left on the table.`,"web.sco.game_score":`The game: {mine} {us} – {theirs} {them}`,"web.sco.game_so_far":`The game so far`,"web.sco.won_by":`{name} won`,"web.sco.help_presets":`The presets`,"web.sco.help_primiera":`The primiera: each card's worth`,"web.sco.help_figures":`Fante, Cavallo, Re`,"web.sco.replay_table":`On the table · {n} cards still to deal`,"web.sco.replay_taken":`Cards taken {a} – {b} · scope {sa} – {sb}`,"web.sco.replay_points":`Points of the hand {a} – {b}`,"web.sco.replay_deal":`{name} deals {n} cards each and turns up four on the table.`,"web.sco.replay_deal_scopone":`{name} deals {n} cards each, none on the table.`,"web.sco.replay_scopa":`Scopa!`,"web.sco.replay_leftovers":`The hand is over: {cards} go to {name}'s side, the last to capture.`,"web.sco.replay_next_deal":`Every hand is empty: {n} more cards each.`,"web.variant.scopa.classica":`Scopa between two: 3 cards each, 4 turned up on the table, to 11.`,"web.variant.scopa.a-quattro":`Scopa for four in two teams, partners opposite: 3 cards each, 4 on the table, to 11.`,"web.variant.scopa.scopone":`Scopone scientifico: four in two teams, 10 cards each, none on the table, to 11.`,"web.option.scopone":`Scopone scientifico (10 cards each, none on the table; 4 players)`,"web.option.three_kings_redeal":`Three Re turned up: deal again`,"web.option.scopa_d_assi":`Asso piglia tutto: an Ace takes the whole table`,"web.option.re_bello":`Re bello: 1 point for the Re of denari`,"web.option.napola":`Napola: the run of denari from the Ace`,"web.option.scopa_on_last_play":`A sweep on the hand's last play is a scopa`,"web.help.scopa.title":`Scopa and Scopone`,"web.help.scopa.1":`Two players, or four in two teams (partners opposite), with the 40 Italian cards. Three cards each, and four turned up on the table; each time every hand is empty, three more cards each until the deck is dealt out. In Scopone scientifico the four players get ten cards each and nothing is turned up.`,"web.help.scopa.2":`On your turn you play a card. If a card of the same value lies on the table, your card takes it (you choose which, if there are several); otherwise it takes cards adding up to its value (you choose which set); otherwise it is laid on the table. A card that can take must take. Values: Ace 1, 2 to 7 their number, Fante 8, Cavallo 9, Re 10.`,"web.help.scopa.3":`At Circolo you click a card of your hand: with one possible play it is played at once; with several captures the cards it may take light up on the table, and you click them (a card that belongs to one capture only takes that capture at once), or choose the capture's button.`,"web.help.scopa.4":`Taking every card on the table is a scopa, worth 1 point (not on the hand's very last play); its card is turned crosswise in the side's pile. When the hand ends, the cards left on the table go to whoever made the last capture.`,"web.help.scopa.5":`Each hand's points: 1 for carte (more than 20 cards), 1 for denari (more than 5), 1 for the settebello (the 7 of denari), 1 for the primiera (the higher sum of each suit's best card; a side lacking a suit has none), and 1 for each scopa. A tie scores nothing. Options add the re bello and the napola.`,"web.help.scopa.6":`Points are added up at the end of each hand: the game goes to the side that has reached the target (11 unless the table says 16, 21 or 31) with more points than the other; an exact tie plays another hand.`},bt={"reason.scopa.random.lay":`{card}, scelta a caso, non prende niente: la calo in tavola.`,"reason.scopa.random.take_one":`{card}, scelta a caso, prende {won}.`,"reason.scopa.random.take_sum":`{card}, scelta a caso, prende {count} carte che fanno {sum}.`,"reason.scopa.heuristic.take_one":`{card} prende {won}.`,"reason.scopa.heuristic.take_sum":`{card} prende {cards}, che fanno {sum}.`,"reason.scopa.heuristic.take_choice":`Delle sue {count} prese scelgo quella che vale di più.`,"reason.scopa.heuristic.scopa":`Pulisce la tavola: è scopa, un punto.`,"reason.scopa.heuristic.settebello":`Porta a casa il settebello, un punto da solo.`,"reason.scopa.heuristic.sevens":`Così metto {count} sette nel mio mazzetto, per la primiera.`,"reason.scopa.heuristic.sevens|count=1":`Così metto un sette nel mio mazzetto, per la primiera.`,"reason.scopa.heuristic.denari":`Così metto {count} denari nel mio mazzetto.`,"reason.scopa.heuristic.denari|count=1":`Così metto un denaro nel mio mazzetto.`,"reason.scopa.heuristic.last_capture":`È l'ultima presa della mano: le carte rimaste in tavola vanno a me.`,"reason.scopa.heuristic.none_take":`Nessuna delle mie carte prende.`,"reason.scopa.heuristic.lay":`{card} non prende niente: la calo in tavola.`,"reason.scopa.heuristic.keep_seven":`Tengo {card} per la primiera.`,"reason.scopa.heuristic.safe_over":`La tavola resta a {sum}, più di 10: nessuna carta può fare scopa.`,"reason.scopa.heuristic.safe_out":`La tavola resta a {sum}, e non c'è più in giro nessuna carta da {sum}: chi gioca dopo non può fare scopa.`,"reason.scopa.heuristic.risk":`La tavola resta a {sum}: chi gioca dopo fa scopa solo con una carta da {sum}, circa il {chance}% secondo il mio conto.`,"reason.scopa.heuristic.risk_sure":`La tavola resta a {sum}, e chi gioca dopo ha una carta da {sum}: ogni altra giocata costa di più.`,"reason.scopa.heuristic.avoid":`Con {card} la tavola sarebbe rimasta a {sum}: una scopa facile (circa il {chance}%).`,"reason.scopa.heuristic.endgame":`Il mazzo è finito, quindi le {count} carte ancora fuori, {cards}, sono tutte in mano all'avversario: calcolo ogni giocata fino alla fine.`,"reason.scopa.heuristic.endgame|count=1":`Il mazzo è finito, quindi l'ultima carta ancora fuori, {cards}, è in mano all'avversario: calcolo ogni giocata fino alla fine.`,"reason.scopa.heuristic.setup":`Se la tavola resta così, al prossimo giro {card} ci prende.`,"reason.scopa.pimc.worlds":`Su {worlds} disposizioni delle carte che non ho visto, guardando {plies} giocate avanti con tutti al meglio, questa giocata rende in media {gain} punti più della migliore dopo, con {best}.`,"reason.scopa.pimc.worlds_take":`Su {worlds} disposizioni delle carte che non ho visto, guardando {plies} giocate avanti con tutti al meglio, questa presa rende in media {gain} punti più dell'altra presa di {card}.`,"reason.scopa.pimc.exact_ahead":`Ogni carta ancora fuori è nota: contando ogni linea fino in fondo con tutti al meglio, con {card} chiudo la mano avanti di {count} punti nel conto, il meglio che posso fare.`,"reason.scopa.pimc.exact_ahead|count=1":`Ogni carta ancora fuori è nota: contando ogni linea fino in fondo con tutti al meglio, con {card} chiudo la mano avanti di un punto nel conto, il meglio che posso fare.`,"reason.scopa.pimc.exact_behind":`Ogni carta ancora fuori è nota: contando ogni linea fino in fondo con tutti al meglio, con {card} chiudo la mano indietro di {count} punti nel conto, il meno che posso perdere.`,"reason.scopa.pimc.exact_behind|count=1":`Ogni carta ancora fuori è nota: contando ogni linea fino in fondo con tutti al meglio, con {card} chiudo la mano indietro di un punto nel conto, il meno che posso perdere.`,"reason.scopa.pimc.exact_level":`Ogni carta ancora fuori è nota: contando ogni linea fino in fondo con tutti al meglio, con {card} chiudo la mano in parità nel conto, il meglio che posso fare.`,"web.sco.title":`Scopa`,"web.sco.scopone":`Scopone`,"web.sco.lobby_hint":`Le 40 carte italiane, in 2 o in 4 a coppie (o lo Scopone scientifico, 10 carte a testa): una carta prende la carta uguale o le carte che sommano il suo valore; chi pulisce il tavolo fa scopa.`,"web.sco.describe":`{players} giocatori, ai {target}`,"web.sco.describe_scopone":`Scopone, {players} giocatori, ai {target}`,"web.sco.you":`Tu`,"web.sco.score_title":`Punti della partita, sommati alla fine di ogni mano`,"web.sco.to_target":`ai {n}`,"web.sco.hand_n":`Mano {n}`,"web.sco.stock_left":`{n} carte da dare`,"web.sco.stock_left|n=1":`una carta da dare`,"web.sco.stock_empty":`tutte date`,"web.sco.table_cards":`In tavola: {n} carte`,"web.sco.table_cards|n=1":`In tavola: una carta`,"web.sco.table_empty":`Il tavolo è vuoto`,"web.sco.pile_cards":`{n} carte`,"web.sco.pile_cards|n=1":`una carta`,"web.sco.scope_n":`{n} scope`,"web.sco.scope_n|n=1":`una scopa`,"web.sco.scopa_with":`Scopa col {card}`,"web.sco.scopa":`Scopa!`,"web.sco.and":`{first} e {last}`,"web.sco.played_lay":`{name} ha calato {card} in tavola.`,"web.sco.played_take":`{name} ha giocato {card} e ha preso {take}.`,"web.sco.suggest_lay":`Cala {card} in tavola`,"web.sco.suggest_take":`Gioca {card} e prendi {take}`,"web.sco.take_suggestion":`Fallo`,"web.sco.choose":`Scegli cosa prende {card}: clicca le carte in tavola, o una presa:`,"web.sco.cancel":`Un'altra carta`,"web.sco.stop":`Il computer ha giocato.`,"web.sco.hand_over":`Fine della mano {n}`,"web.sco.hand_points":`Punti della mano`,"web.sco.category.carte":`Carte`,"web.sco.category.denari":`Denari`,"web.sco.category.settebello":`Settebello`,"web.sco.category.primiera":`Primiera`,"web.sco.category.scope":`Scope`,"web.sco.category.re_bello":`Re bello`,"web.sco.category.napola":`Napola`,"web.sco.category_title.carte":`Carte prese: più di 20 vale 1`,"web.sco.category_title.denari":`Denari presi: più di 5 vale 1`,"web.sco.category_title.settebello":`Il 7 di denari vale 1`,"web.sco.category_title.primiera":`La carta migliore di ogni seme (7 21, 6 18, A 16, 5 15, 4 14, 3 13, 2 12, figure 10): la somma più alta vale 1; chi manca di un seme non ce l'ha`,"web.sco.category_title.scope":`1 per ogni scopa`,"web.sco.category_title.re_bello":`Il Re di denari vale 1`,"web.sco.category_title.napola":`Asso, 2 e 3 di denari valgono 3, e 1 in più per ogni denaro successivo in scala`,"web.sco.no_primiera":`manca un seme`,"web.sco.leftovers":`Rimaste in tavola, a {side} (l'ultima presa): {cards}.`,"web.sco.no_leftovers":`In tavola non è rimasto niente.`,"web.sco.game_score":`La partita: {mine} {us} – {theirs} {them}`,"web.sco.game_so_far":`La partita finora`,"web.sco.won_by":`Ha vinto {name}`,"web.sco.help_presets":`Le varianti`,"web.sco.help_primiera":`La primiera: quanto vale ogni carta`,"web.sco.help_figures":`Fante, Cavallo, Re`,"web.sco.replay_table":`In tavola · {n} carte ancora da dare`,"web.sco.replay_taken":`Carte prese {a} – {b} · scope {sa} – {sb}`,"web.sco.replay_points":`Punti della mano {a} – {b}`,"web.sco.replay_deal":`{name} dà {n} carte a testa e ne scopre quattro in tavola.`,"web.sco.replay_deal_scopone":`{name} dà {n} carte a testa, nessuna in tavola.`,"web.sco.replay_scopa":`Scopa!`,"web.sco.replay_leftovers":`La mano è finita: {cards} vanno alla parte di {name}, che ha fatto l'ultima presa.`,"web.sco.replay_next_deal":`Le mani sono vuote: altre {n} carte a testa.`,"web.variant.scopa.classica":`Scopa in due: 3 carte a testa, 4 scoperte in tavola, ai 11.`,"web.variant.scopa.a-quattro":`Scopa in quattro a coppie, i compagni di fronte: 3 carte a testa, 4 in tavola, ai 11.`,"web.variant.scopa.scopone":`Scopone scientifico: in quattro a coppie, 10 carte a testa, nessuna in tavola, ai 11.`,"web.option.scopone":`Scopone scientifico (10 carte a testa, nessuna in tavola; in 4)`,"web.option.three_kings_redeal":`Tre Re scoperti in tavola: si ridà`,"web.option.scopa_d_assi":`Asso piglia tutto: l'Asso prende tutto il tavolo`,"web.option.re_bello":`Re bello: 1 punto per il Re di denari`,"web.option.napola":`Napola: la scala di denari dall'Asso`,"web.option.scopa_on_last_play":`La presa che pulisce il tavolo all'ultima giocata è scopa`,"web.help.scopa.title":`Scopa e Scopone`,"web.help.scopa.1":`Due giocatori, o quattro in due coppie (i compagni di fronte), con le 40 carte italiane. Tre carte a testa e quattro scoperte in tavola; ogni volta che le mani sono vuote, altre tre carte a testa finché il mazzo è finito. Nello Scopone scientifico i quattro giocatori ricevono dieci carte a testa e in tavola non si scopre niente.`,"web.help.scopa.2":`Al tuo turno giochi una carta. Se in tavola c'è una carta dello stesso valore, la tua la prende (scegli tu quale, se sono più d'una); altrimenti prende carte che sommano il suo valore (scegli tu quali); altrimenti resta in tavola. Una carta che può prendere deve prendere. Valori: Asso 1, dal 2 al 7 il loro numero, Fante 8, Cavallo 9, Re 10.`,"web.help.scopa.3":`Al Circolo clicchi una carta della tua mano: se ha una sola giocata possibile è giocata subito; se può prendere in più modi, le carte che può prendere si illuminano in tavola e le clicchi (una carta che sta in una sola presa fa subito quella presa), oppure scegli il pulsante della presa.`,"web.help.scopa.4":`Prendere tutte le carte in tavola è una scopa, che vale 1 punto (non all'ultima giocata della mano); la sua carta si mette di traverso nel mazzetto. A fine mano le carte rimaste in tavola vanno a chi ha fatto l'ultima presa.`,"web.help.scopa.5":`I punti di ogni mano: 1 per le carte (più di 20), 1 per i denari (più di 5), 1 per il settebello (il 7 di denari), 1 per la primiera (la somma più alta della carta migliore di ogni seme; chi manca di un seme non ce l'ha) e 1 per ogni scopa. A pari non si segna niente. Le opzioni aggiungono il re bello e la napola.`,"web.help.scopa.6":`I punti si sommano alla fine di ogni mano: vince la partita chi ha raggiunto il traguardo (11, se il tavolo non dice 16, 21 o 31) con più punti dell'altro; a pari esatto si gioca un'altra mano.`},xt={"reason.random.card":`{card}: a card chosen at random among the legal ones`,"reason.random.signal":`signal “{signal}”: chosen at random among the allowed ones`,"variant.classico":`iTressette X4: to 31, accuse scored, cappotto, busso / striscio / volo`,"variant.ai-tressette":`A.I. Tressette: to 41, accuse declared but not scored, true signals only`,"variant.bredese":`tre.exe, Breda Cisoni: to 101, anyone signals on his turn (cioca)`,"variant.chitarrella":`tre.exe, after Chitarrella (c. 1750): to 31, busso / striscio / piombo`,"variant.romana":`tre.exe, Rome: best of 3 to 41, bella to 41, tirarsi fuori, many signals`,"variant.neutra":`tre.exe, no region: to 31, no accuse, true signals only`,"reason.external.card":`{card}: chosen by the program {program}`,"reason.only_card":`{card}: the only card that may be played.`,"reason.fallback":`{card}: the first legal card.`,"reason.signal":`Signal “{signal}” with it, to tell partner about {suit}.`,"reason.infer.void_follow":`Seat {seat} has no {suit} left: it did not follow suit.`,"reason.infer.void_follow.you":`You have no {suit} left: you did not follow suit.`,"reason.infer.void_signal":`Seat {seat} has no {suit} left: it signalled “{signal}”.`,"reason.infer.void_signal.you":`You have no {suit} left: you signalled {signal}.`,"reason.lead.return":`{card}: partner (seat {seat}) knocked in {suit}, so I return it ("dove si bussa si torna").`,"reason.lead.singleton":`{card}: my last {suit}; leading it now leaves me void, to discard later.`,"reason.lead.top":`{card}: the best {suit} still out; I lead from the top while it wins.`,"reason.lead.low_under_three":`{card}: a low {suit} under my master; partner plays his best and my top card captures later.`,"reason.lead.short_three":`{card}: I would rather not open {suit} with only {count} cards, but no suit is better.`,"reason.lead.from_two_ace":`{card}: low from the 2 and the ace of {suit} ({count} cards); partner's 3 can win and return.`,"reason.lead.from_two":`{card}: a scartina from {count} {suit} headed by the 2, with no better suit.`,"reason.lead.short_two":`{card}: {suit} is short and headed by the 2; no better lead.`,"reason.lead.long_ace":`{card}: with {count} {suit} the ace goes first, before it can be captured.`,"reason.lead.ace_long":`{card}: low from the ace and {count} {suit}, to make their 3 and 2 fall.`,"reason.lead.ace_third":`{card}: from the ace third of {suit}, showing my shape.`,"reason.lead.short_ace":`{card}: {suit} is short around the ace; no better lead.`,"reason.lead.figures_long":`{card}: low from a long {suit} of figures ({count} cards): they spend pezzi on small tricks.`,"reason.lead.scartine_long":`{card}: the highest scartina of a long {suit} ({count} cards).`,"reason.lead.short_suit":`{card}: from {suit}, the least harmful suit to open.`,"reason.follow.last_trick":`{card}: wins the last trick, worth a point.`,"reason.follow.last_trick_low":`{card}: my last card.`,"reason.follow.answer_busso":`{card}: partner (seat {seat}) knocked, so I play my best card of the suit.`,"reason.follow.answer_ace":`{card}: partner (seat {seat}) shows the ace, so I play my 3 or 2 for him.`,"reason.follow.under_their_busso":`{card}: seat {seat} knocked: I keep my pezzi and play my worst card.`,"reason.follow.under_their_busso.you":`{card}: you knocked: I keep my pezzi and play my worst card.`,"reason.follow.capture":`{card}: captures {won} with a card nobody after me can beat.`,"reason.follow.win_points":`{card}: wins the points on the table over {won} as cheaply as possible.`,"reason.follow.duck":`{card}: the trick holds no points worth a good card; I play low.`,"reason.follow.low":`{card}: I cannot win this trick, so I play my lowest card.`,"reason.follow.load":`{card}: partner (seat {seat}) wins this trick for sure, so I give him points.`,"reason.follow.partner_wins":`{card}: partner (seat {seat}) is winning; I play low.`,"reason.follow.secure":`{card}: makes sure our side takes the trick partner (seat {seat}) is winning.`,"reason.discard.load":`{card}: I have none of the suit led and partner (seat {seat}) wins: I give him points.`,"reason.discard.scartina":`{card}: none of the suit led; I throw a scartina of {suit}, my least useful suit.`,"reason.discard.least":`{card}: none of the suit led; this card is the least I can lose.`,"reason.endgame":`{card}: counting the cards still out and playing the last tricks out, it does best ({value} points on average).`,"web.accusa.napoletana":`Napoletana of {suit} · {points}`,"web.accusa.tre-tre":`Three 3s (no {suit}) · {points}`,"web.accusa.tre-due":`Three 2s (no {suit}) · {points}`,"web.accusa.tre-assi":`Three aces (no {suit}) · {points}`,"web.accusa.quattro-tre":`Four 3s · {points}`,"web.accusa.quattro-due":`Four 2s · {points}`,"web.accusa.quattro-assi":`Four aces · {points}`,"web.accusa.hidden":`accusa worth {points}`,"web.accusa.title":`Accusa (declared combination)`,"web.option.best_of":`Games in the match (best of)`,"web.option.decider_target":`Points of the deciding game`,"web.option.cappotto":`Cappotto: all 11 points win the game`,"web.option.accuse":`Accuse (declarations)`,"web.option.accuse_timing":`When accuse are declared`,"web.option.accuse_ends_game":`Reaching the target with accuse ends the game`,"web.option.redeal_under_one_point":`Redeal when a hand has under one point`,"web.option.redeal_three_sevens":`Redeal when a hand has three sevens`,"web.option.signals":`Signals`,"web.option.false_signals":`False signals allowed`,"web.choice.accuse.off":`none`,"web.choice.accuse.declare":`declared, not scored`,"web.choice.accuse.score":`declared and scored`,"web.choice.accuse_timing.after-own-card":`after one's own first card`,"web.choice.accuse_timing.end-of-first-trick":`at the end of the first trick`,"web.choice.signals.none":`none`,"web.choice.signals.classico":`classic: busso, striscio, volo`,"web.choice.signals.ai-tressette":`A.I. Tressette`,"web.choice.signals.bredese":`Bredese (cioca)`,"web.choice.signals.chitarrella":`Chitarrella`,"web.choice.signals.romana":`Roman`,"web.choice.signals.neutra":`neutral`,"web.choice.best_of.1":`1 game`,"web.choice.best_of.3":`best of 3`,"web.choice.best_of.5":`best of 5`,"web.score.games":`games {us}–{them}`,"web.signals.label":`Signal`,"web.summary.title":`End of the hand`,"web.summary.thirds":`Thirds taken`,"web.summary.card_points":`Card points`,"web.summary.accuse":`Accuse`,"web.summary.points":`Points of the hand`,"web.summary.game_score":`Game score`,"web.summary.cappotto_us":`Cappotto! You took every point.`,"web.summary.cappotto_them":`Cappotto for the opponents.`,"web.signals.bluff":`False signal…`,"web.signals.bluff_title":`This variant allows false signals: choose one to give with your card`,"web.summary.accuse_ended.game.us":`You reached {target} with your accuse: the game ends at the first trick, before the cards are counted.`,"web.summary.accuse_ended.game.them":`The opponents reached {target} with their accuse: the game ends at the first trick, before the cards are counted.`,"web.summary.accuse_ended.game.side":`{side} reached {target} with their accuse: the game ends at the first trick, before the cards are counted.`,"web.summary.accuse_ended.match.us":`You reached {target} with your accuse: the match ends here, at the first trick, before the cards are counted.`,"web.summary.accuse_ended.match.them":`The opponents reached {target} with their accuse: the match ends here, at the first trick, before the cards are counted.`,"web.summary.accuse_ended.match.side":`{side} reached {target} with their accuse: the match ends here, at the first trick, before the cards are counted.`,"web.summary.match":`The match`,"web.summary.game_n":`Game {n}`,"web.summary.games_won":`Games won`,"web.training.stop":`Trick over: see why each card was played.`,"web.training.why_title":`Why this card was played`,"web.training.no_reasons":`No explanation: a person played it.`,"web.training.bubble_close":`Tap to close`,"reason.pimc.search":`{card}: over {worlds} layouts of the unseen cards, each solved exactly, it makes {points} points on average for our side from this trick to the end of the hand, and is the best card in {share}% of them.`,"reason.pimc.search|worlds=1":`{card}: solved exactly on one layout of the unseen cards, it makes {points} points for our side from this trick to the end of the hand.`,"reason.pimc.opening":`{card}: the hand's first card, chosen by the model learned from {deals} deals solved exactly: of the leads these ten cards allow, it is the one the model reckons makes our side the most on average.`,"reason.pimc.opening_over_rules":`The club rules would have led {card}; the model reckons this lead makes about {gain} points more.`,"reason.pimc.other":`The next best, {card}: {points} points on average, best in {share}% of the {worlds} layouts.`,"reason.pimc.other|worlds=1":`The next best, {card}: {points} points on that layout.`,"reason.pimc.relaxed_cards":`What the signals said of how many cards of a suit a seat keeps did not fit together: only the cards and voids known were kept.`,"reason.pimc.relaxed_follow":`What the signals said did not fit together: only the voids shown by play were kept.`,"reason.pimc.relaxed_none":`What was seen did not fit together: every layout of the unseen cards was considered.`,"reason.pimc.partner_guessed":`The lead was valued with partner answering by the card it would choose from its own cards, not seeing every hand.`,"reason.pimc.next_move_unfused":`The lead was valued with my next card chosen once for all the layouts I could not tell apart by then, rather than as if I could see every hand.`,"reason.pimc.rules_long":`With {cards} cards in hand a search would take too long: I play the club rules' card.`,"reason.pimc.rules_last":`Last to play, with the trick in plain sight and {cards} cards still in hand, I play the club rules' card.`,"reason.pimc.rules_budget":`The time for this move ran out before a single layout was solved: I play the club rules' card.`,"reason.oracle.best":`{card}: with every card face up it is the best ({thirds} thirds for our side from this trick on).`,"reason.infer.likely":`Reading the others' plays: seat {seat} likely holds {card} ({share}% of the weighed layouts, {uniform}% if the unseen cards were dealt at random).`,"reason.infer.likely.you":`Reading the others' plays: you likely hold {card} ({share}% of the weighed layouts, {uniform}% if the unseen cards were dealt at random).`,"web.tressette.title":`Tressette`,"web.tressette.lobby_hint":`Four players in two teams: choose the variant and its options, and for each other seat a friend or the computer.`,"reason.pimc.search_bounded":`{card}: over {worlds} layouts of the unseen cards, each searched this trick and a few more with the rest of the hand estimated (masters per suit, an even share of the other points), it makes about {points} points on average for our side from this trick to the end of the hand (an estimate), and is the best card in {share}% of them.`,"reason.pimc.search_bounded|worlds=1":`{card}: on one layout of the unseen cards, searched this trick and a few more with the rest of the hand estimated (masters per suit, an even share of the other points), it makes about {points} points for our side from this trick to the end of the hand (an estimate).`,"reason.pimc.other_bounded":`The next best, {card}: about {points} points on average (estimated), best in {share}% of the {worlds} layouts.`,"reason.pimc.other_bounded|worlds=1":`The next best, {card}: about {points} points on that layout (estimated).`,"web.option.second_game":`Second game of the match (a Roman match plays it at Briscola)`,"web.choice.second_game.tressette":`Tressette`,"web.choice.second_game.briscola":`Briscola (Roman match)`,"web.summary.played_at.briscola":`(at Briscola: hands won)`,"web.describe.best_of":`best of {n}`,"web.describe.accuse.score":`accuse scored`,"web.describe.accuse.declare":`accuse declared, not scored`,"web.describe.no_signals":`no signals`,"web.describe.second_game.briscola":`Roman match (the second game at Briscola)`,"web.help.tressette.title":`Tressette`,"web.help.tressette.1":`Four players in two teams, partners facing each other, with the 40-card Italian deck (coppe, denari, bastoni, spade). Ten cards each; the player after the dealer leads the first trick, and play goes round to the right.`,"web.help.tressette.2":`You must follow the suit led if you can; otherwise play any card. There are no trumps: the highest card of the suit led takes the trick, and its winner leads the next. From highest to lowest: 3, 2, Ace, Re, Cavallo, Fante, 7, 6, 5, 4.`,"web.help.tressette.3":`Points: each Ace is worth one point, each 3, 2 and figure (Re, Cavallo, Fante) a third of a point; the last trick is worth one point more. A team's thirds are counted down to whole points, so a hand makes 11 points in all. With cappotto, a team that takes all 11 card points wins the game at once.`,"web.help.tressette.4":`A game ends after the hand in which a team reaches the target; if both reach it, the higher score wins. A match is one game, or the best of three or five.`,"web.help.variant.title":`The variant and its options`,"web.help.signals.title":`Signals`,"web.help.signals.none":`This variant plays without signals: partners say nothing of their cards.`,"web.help.signals.leader":`Only the player who leads a trick may signal, with the first card of a suit; choose the signal, then the card.`,"web.help.signals.any":`Any player may signal on his own turn; choose the signal, then the card.`,"web.help.signals.signal":`Signal`,"web.help.signals.meaning":`What it tells your partner`,"web.help.accuse.title":`Accuse (declarations)`,"web.help.accuse.1":`Where the variant has them, the combinations dealt in your hand are declared for you: three 3s, three 2s or three Aces are worth 3 points, four of them 4 points, and the napoletana (Ace, 2 and 3 of one suit) 3 points. One card may serve two of them.`,"web.help.accuse.2":`At the declaration the others learn only that you hold an accusa and its points; what it is becomes public during the second trick, and the points count when the first trick ends. Some variants declare accuse without scoring them.`,"web.help.tabella.title":`Opening a suit: the tabella`,"web.accuse_view.button":`Accuse`,"web.accuse_view.title":`Accuse declared`,"web.accuse_view.none":`Nobody has declared an accusa in this hand.`,"web.accuse_view.totals":`Accuse points: us {us}, them {them}.`,"web.accuse_view.later":`What an accusa is becomes public during the second trick; until then only its points are known.`,"web.a11y.played":`{name} played {card}.`,"web.a11y.your_turn":`Your turn.`,"web.accuse_view.nothing_yet":`Nobody has declared an accusa in this hand yet (accuse are declared for you during the first trick).`,"web.replay.place":`Game {game}, hand {hand} · card {play} of {total}`,"web.replay.keys":`← → card by card · Page Up / Page Down hand by hand · Home / End`,"web.replay.thirds":`Thirds taken: South–North {ns}, East–West {ew}`,"web.replay.analysing":`The solver is valuing every card…`,"web.replay.deal":`The deal: every hand face up.`,"web.replay.gave_away":`{name} played {card}: worth {played} thirds; best {best} ({value}): gave away {lost}`,"web.replay.best_card":`{name} played {card}: the best card ({value} thirds)`,"web.replay.mistakes":`The costliest cards of this hand`,"web.replay.mistake":`card {n}: {name} played {card}, {lost} thirds away (best {best})`,"web.replay.no_mistakes":`None: every card was among the best.`,"web.replay.gave_away|lost=1":`{name} played {card}: worth {played} thirds; best {best} ({value}): gave away one third`,"web.replay.mistake|lost=1":`card {n}: {name} played {card}, one third away (best {best})`,"web.replay.ai":`The club player would have played {card}:`},St={"reason.random.card":`{card}: carta scelta a caso tra quelle giocabili`,"reason.random.signal":`dichiarazione «{signal}»: scelta a caso tra quelle ammesse`,"variant.classico":`iTressette X4: ai 31, accuse conteggiate, cappotto, busso / striscio / volo`,"variant.ai-tressette":`A.I. Tressette: ai 41, accuse dichiarate ma non conteggiate, solo dichiarazioni vere`,"variant.bredese":`tre.exe, Breda Cisoni: ai 101, ognuno dichiara al suo turno (cioca)`,"variant.chitarrella":`tre.exe, secondo Chitarrella (1750 circa): ai 31, busso / striscio / piombo`,"variant.romana":`tre.exe, Roma: al meglio delle 3 ai 41, bella ai 41, ci si tira fuori, molte dichiarazioni`,"variant.neutra":`tre.exe, senza patria: ai 31, senza accuse, solo dichiarazioni vere`,"reason.external.card":`{card}: scelta dal programma {program}`,"reason.only_card":`{card}: è l'unica carta giocabile.`,"reason.fallback":`{card}: la prima carta giocabile.`,"reason.signal":`La accompagno con «{signal}», per informare il compagno su {suit}.`,"reason.infer.void_follow":`Il posto {seat} non ha più {suit}: non ha risposto al seme.`,"reason.infer.void_follow.you":`Non hai più {suit}: non hai risposto al seme.`,"reason.infer.void_signal":`Il posto {seat} non ha più {suit}: ha dichiarato «{signal}».`,"reason.infer.void_signal.you":`Non hai più {suit}: hai dichiarato {signal}.`,"reason.lead.return":`{card}: il compagno (posto {seat}) ha bussato a {suit}, quindi torno nel seme (dove si bussa si torna).`,"reason.lead.singleton":`{card}: è l'ultima carta di {suit}; giocandola resto privo del seme e potrò scartare.`,"reason.lead.top":`{card}: è la carta migliore di {suit} ancora in gioco; gioco dall'alto finché prende.`,"reason.lead.low_under_three":`{card}: una carta bassa di {suit} sotto la mia carta migliore; il compagno gioca la sua migliore e io prendo dopo.`,"reason.lead.short_three":`{card}: preferirei non aprire {suit} con sole {count} carte, ma non ho un seme migliore.`,"reason.lead.from_two_ace":`{card}: basso dal 2 e dall'asso di {suit} ({count} carte); il 3 del compagno può prendere e tornare.`,"reason.lead.from_two":`{card}: una scartina da {count} carte di {suit} col 2 in testa, in mancanza di meglio.`,"reason.lead.short_two":`{card}: {suit} è corto e col 2 in testa; non ho attacco migliore.`,"reason.lead.long_ace":`{card}: con {count} carte di {suit} l'asso va giocato subito, prima che lo prendano.`,"reason.lead.ace_long":`{card}: basso dall'asso e {count} carte di {suit}, per far cadere il loro 3 e il loro 2.`,"reason.lead.ace_third":`{card}: dall'asso terzo di {suit}, per mostrare la mia distribuzione.`,"reason.lead.short_ace":`{card}: {suit} è corto attorno all'asso; non ho attacco migliore.`,"reason.lead.figures_long":`{card}: basso da un seme lungo di figure di {suit} ({count} carte): spendono i pezzi per poco.`,"reason.lead.scartine_long":`{card}: la scartina più alta di un seme lungo di {suit} ({count} carte).`,"reason.lead.short_suit":`{card}: da {suit}, il seme meno dannoso da aprire.`,"reason.follow.last_trick":`{card}: prende l'ultima mano, che vale un punto.`,"reason.follow.last_trick_low":`{card}: la mia ultima carta.`,"reason.follow.answer_busso":`{card}: il compagno (posto {seat}) ha bussato, quindi gioco la mia carta migliore del seme.`,"reason.follow.answer_ace":`{card}: il compagno (posto {seat}) ha l'asso, quindi gioco il mio 3 o il mio 2.`,"reason.follow.under_their_busso":`{card}: il posto {seat} ha bussato: tengo i pezzi e gioco la carta peggiore.`,"reason.follow.under_their_busso.you":`{card}: hai bussato tu: tengo i pezzi e gioco la carta peggiore.`,"reason.follow.capture":`{card}: prende {won} con una carta che nessuno dopo di me può superare.`,"reason.follow.win_points":`{card}: prende i punti sul tavolo sopra {won} spendendo il meno possibile.`,"reason.follow.duck":`{card}: la presa non vale una carta buona; gioco basso.`,"reason.follow.low":`{card}: non posso prendere, quindi gioco la carta più bassa.`,"reason.follow.load":`{card}: il compagno (posto {seat}) prende di sicuro, quindi gli do punti.`,"reason.follow.partner_wins":`{card}: il compagno (posto {seat}) sta prendendo; gioco basso.`,"reason.follow.secure":`{card}: assicura alla nostra coppia la presa che il compagno (posto {seat}) sta facendo.`,"reason.discard.load":`{card}: non ho il seme e il compagno (posto {seat}) prende: gli do punti.`,"reason.discard.scartina":`{card}: non ho il seme; scarto una scartina di {suit}, il mio seme meno utile.`,"reason.discard.least":`{card}: non ho il seme; è la carta che mi costa meno perdere.`,"reason.endgame":`{card}: contando le carte rimaste e giocando fino in fondo le ultime passate, è la migliore ({value} punti in media).`,"web.accusa.napoletana":`Napoletana di {suit} · {points}`,"web.accusa.tre-tre":`Tre tre (senza {suit}) · {points}`,"web.accusa.tre-due":`Tre due (senza {suit}) · {points}`,"web.accusa.tre-assi":`Tre assi (senza {suit}) · {points}`,"web.accusa.quattro-tre":`Quattro tre · {points}`,"web.accusa.quattro-due":`Quattro due · {points}`,"web.accusa.quattro-assi":`Quattro assi · {points}`,"web.accusa.hidden":`accusa da {points}`,"web.accusa.title":`Accusa (buongioco)`,"web.option.best_of":`Partite dell'incontro (al meglio di)`,"web.option.decider_target":`Punti della bella`,"web.option.cappotto":`Cappotto: tutti gli 11 punti vincono la partita`,"web.option.accuse":`Accuse`,"web.option.accuse_timing":`Quando si accusa`,"web.option.accuse_ends_game":`Ci si tira fuori con le accuse`,"web.option.redeal_under_one_point":`Si ridà a chi ha meno di un punto`,"web.option.redeal_three_sevens":`Si ridà a chi ha tre sette`,"web.option.signals":`Dichiarazioni (segnali)`,"web.option.false_signals":`Dichiarazioni false ammesse`,"web.choice.accuse.off":`nessuna`,"web.choice.accuse.declare":`dichiarate, non contano`,"web.choice.accuse.score":`dichiarate e contate`,"web.choice.accuse_timing.after-own-card":`dopo la propria prima carta`,"web.choice.accuse_timing.end-of-first-trick":`alla fine della prima presa`,"web.choice.signals.none":`nessuna`,"web.choice.signals.classico":`classiche: busso, striscio, volo`,"web.choice.signals.ai-tressette":`A.I. Tressette`,"web.choice.signals.bredese":`bredesi (cioca)`,"web.choice.signals.chitarrella":`Chitarrella`,"web.choice.signals.romana":`romane`,"web.choice.signals.neutra":`neutre`,"web.choice.best_of.1":`1 partita`,"web.choice.best_of.3":`al meglio delle 3`,"web.choice.best_of.5":`al meglio delle 5`,"web.score.games":`partite {us}–{them}`,"web.signals.label":`Dichiara`,"web.summary.title":`Fine della mano`,"web.summary.thirds":`Terzi presi`,"web.summary.card_points":`Punti di mazzo`,"web.summary.accuse":`Accuse`,"web.summary.points":`Punti della mano`,"web.summary.game_score":`Punteggio della partita`,"web.summary.cappotto_us":`Cappotto! Avete preso tutti i punti.`,"web.summary.cappotto_them":`Cappotto per gli avversari.`,"web.signals.bluff":`Segnale falso…`,"web.signals.bluff_title":`In questa variante i segnali falsi sono ammessi: scegline uno da dare con la carta`,"web.summary.accuse_ended.game.us":`Avete raggiunto {target} con le accuse: la partita finisce alla prima presa, senza contare le carte.`,"web.summary.accuse_ended.game.them":`Gli avversari hanno raggiunto {target} con le accuse: la partita finisce alla prima presa, senza contare le carte.`,"web.summary.accuse_ended.game.side":`{side}: {target} raggiunto con le accuse, la partita finisce alla prima presa, senza contare le carte.`,"web.summary.accuse_ended.match.us":`Avete raggiunto {target} con le accuse: l'incontro finisce qui, alla prima presa, senza contare le carte.`,"web.summary.accuse_ended.match.them":`Gli avversari hanno raggiunto {target} con le accuse: l'incontro finisce qui, alla prima presa, senza contare le carte.`,"web.summary.accuse_ended.match.side":`{side}: {target} raggiunto con le accuse, l'incontro finisce qui, alla prima presa, senza contare le carte.`,"web.summary.match":`L'incontro`,"web.summary.game_n":`Partita {n}`,"web.summary.games_won":`Partite vinte`,"web.training.stop":`Presa finita: guarda il perché di ogni carta.`,"web.training.why_title":`Perché ha giocato questa carta`,"web.training.no_reasons":`Nessuna spiegazione: ha giocato una persona.`,"web.training.bubble_close":`Tocca per chiudere`,"reason.pimc.search":`{card}: su {worlds} distribuzioni delle carte non viste, risolte esattamente, porta in media {points} punti alla nostra coppia da questa passata alla fine della mano, ed è la carta migliore nel {share}% dei casi.`,"reason.pimc.search|worlds=1":`{card}: su una sola distribuzione delle carte non viste, risolta esattamente, porta {points} punti alla nostra coppia da questa passata alla fine della mano.`,"reason.pimc.opening":`{card}: è la prima carta della mano, scelta dal modello imparato da {deals} smazzate risolte esattamente: fra le uscite che queste dieci carte permettono, è quella che secondo il modello porta in media di più alla nostra coppia.`,"reason.pimc.opening_over_rules":`Le regole del circolo sarebbero uscite con {card}; il modello stima che questa uscita renda circa {gain} punti in più.`,"reason.pimc.other":`La seconda scelta, {card}: {points} punti in media, migliore nel {share}% delle {worlds} distribuzioni.`,"reason.pimc.other|worlds=1":`La seconda scelta, {card}: {points} punti su quella distribuzione.`,"reason.pimc.relaxed_cards":`Quel che le dichiarazioni dicevano del numero di carte di un seme non tornava: ho tenuto solo le carte e i vuoti noti.`,"reason.pimc.relaxed_follow":`Quel che le dichiarazioni dicevano non tornava: ho tenuto solo i vuoti mostrati dal gioco.`,"reason.pimc.relaxed_none":`Quel che si è visto non tornava: ho considerato ogni distribuzione delle carte non viste.`,"reason.pimc.partner_guessed":`Per valutare l'attacco ho fatto rispondere il compagno con la carta che sceglierebbe vedendo solo le sue carte, non tutte le mani.`,"reason.pimc.next_move_unfused":`Per valutare l'attacco ho scelto la mia carta successiva una volta sola per le distribuzioni che a quel punto non saprei distinguere, non come se conoscessi tutte le mani.`,"reason.pimc.rules_long":`Con {cards} carte in mano la ricerca richiederebbe troppo tempo: gioco la carta delle regole del circolo.`,"reason.pimc.rules_last":`Gioco per ultimo, con la presa sotto gli occhi e ancora {cards} carte in mano, gioco la carta delle regole del circolo.`,"reason.pimc.rules_budget":`Il tempo per questa mossa è finito prima di risolvere una sola distribuzione: gioco la carta delle regole del circolo.`,"reason.oracle.best":`{card}: con tutte le carte scoperte è la migliore ({thirds} terzi alla nostra coppia da questa passata in poi).`,"reason.infer.likely":`Dalle giocate degli altri: il posto {seat} ha probabilmente {card} ({share}% delle distribuzioni pesate, {uniform}% se le carte non viste fossero distribuite a caso).`,"reason.infer.likely.you":`Dalle giocate degli altri: probabilmente hai {card} ({share}% delle distribuzioni pesate, {uniform}% se le carte non viste fossero distribuite a caso).`,"web.tressette.title":`Tressette`,"web.tressette.lobby_hint":`Quattro giocatori in due coppie: scegli la variante e le sue opzioni e, per ogni altro posto, un amico o il computer.`,"reason.pimc.search_bounded":`{card}: su {worlds} distribuzioni delle carte non viste, ciascuna cercata per questa passata e qualcuna in più stimando il resto della mano (le carte di testa per seme, una parte uguale degli altri punti), fa in media circa {points} punti per la nostra coppia da questa passata alla fine della mano (una stima), ed è la carta migliore nel {share}% di esse.`,"reason.pimc.search_bounded|worlds=1":`{card}: su una distribuzione delle carte non viste, cercata per questa passata e qualcuna in più stimando il resto della mano (le carte di testa per seme, una parte uguale degli altri punti), fa circa {points} punti per la nostra coppia da questa passata alla fine della mano (una stima).`,"reason.pimc.other_bounded":`La seconda scelta, {card}: circa {points} punti in media (stimati), migliore nel {share}% delle {worlds} distribuzioni.`,"reason.pimc.other_bounded|worlds=1":`La seconda scelta, {card}: circa {points} punti su quella distribuzione (stimati).`,"web.option.second_game":`Seconda partita dell'incontro (la partita romana la gioca a Briscola)`,"web.choice.second_game.tressette":`Tressette`,"web.choice.second_game.briscola":`Briscola (partita romana)`,"web.summary.played_at.briscola":`(a Briscola: mani vinte)`,"web.describe.best_of":`al meglio di {n}`,"web.describe.accuse.score":`accuse contate`,"web.describe.accuse.declare":`accuse dichiarate, non contate`,"web.describe.no_signals":`senza segni`,"web.describe.second_game.briscola":`partita romana (la seconda a Briscola)`,"web.help.tressette.title":`Tressette`,"web.help.tressette.1":`Quattro giocatori in due squadre, i compagni uno di fronte all'altro, con il mazzo italiano da 40 carte (coppe, denari, bastoni, spade). Dieci carte a testa; il giocatore dopo il mazziere apre la prima passata, e si gioca verso destra.`,"web.help.tressette.2":`Bisogna rispondere al seme giocato se lo si ha; altrimenti si gioca qualsiasi carta. Non ci sono briscole: prende la carta più alta del seme d'uscita, e chi prende apre la passata dopo. Dalla più alta alla più bassa: 3, 2, Asso, Re, Cavallo, Fante, 7, 6, 5, 4.`,"web.help.tressette.3":`Punti: ogni Asso vale un punto, ogni 3, 2 e figura (Re, Cavallo, Fante) un terzo di punto; l'ultima presa vale un punto in più. I terzi di una squadra si contano per punti interi, così una mano fa in tutto 11 punti. Con il cappotto, la squadra che prende tutti gli 11 punti vince subito la partita.`,"web.help.tressette.4":`Una partita finisce dopo la mano in cui una squadra raggiunge i punti stabiliti; se li raggiungono entrambe vince il punteggio più alto. Un incontro è una partita, oppure al meglio di tre o di cinque.`,"web.help.variant.title":`La variante e le sue opzioni`,"web.help.signals.title":`Segni (dichiarazioni)`,"web.help.signals.none":`Questa variante si gioca senza segni: i compagni non dicono nulla delle loro carte.`,"web.help.signals.leader":`Solo chi apre la passata può dichiarare, con la prima carta di un seme; scegli il segno, poi la carta.`,"web.help.signals.any":`Ogni giocatore può dichiarare al suo turno; scegli il segno, poi la carta.`,"web.help.signals.signal":`Segno`,"web.help.signals.meaning":`Che cosa dice al compagno`,"web.help.accuse.title":`Accuse (buongioco)`,"web.help.accuse.1":`Dove la variante le prevede, le combinazioni servite nella tua mano si dichiarano da sole: tre 3, tre 2 o tre Assi valgono 3 punti, quattro 4 punti, e la napoletana (Asso, 2 e 3 dello stesso seme) 3 punti. Una carta può servire a due accuse.`,"web.help.accuse.2":`Alla dichiarazione gli altri sanno solo che hai un'accusa e quanti punti vale; che cosa sia diventa pubblico durante la seconda passata, e i punti contano alla fine della prima. Alcune varianti dichiarano le accuse senza contarle.`,"web.help.tabella.title":`Aprire un seme: la tabella`,"web.accuse_view.button":`Accuse`,"web.accuse_view.title":`Accuse dichiarate`,"web.accuse_view.none":`Nessuno ha dichiarato un'accusa in questa mano.`,"web.accuse_view.totals":`Punti di accuse: noi {us}, loro {them}.`,"web.accuse_view.later":`Che cosa sia un'accusa diventa pubblico durante la seconda passata; fino ad allora se ne conoscono solo i punti.`,"web.a11y.played":`{name} ha giocato {card}.`,"web.a11y.your_turn":`Tocca a te.`,"web.accuse_view.nothing_yet":`Nessuno ha ancora dichiarato un'accusa in questa mano (le accuse si dichiarano da sole durante la prima passata).`,"web.replay.place":`Partita {game}, mano {hand} · carta {play} di {total}`,"web.replay.keys":`← → carta per carta · Pag su / Pag giù mano per mano · Inizio / Fine`,"web.replay.thirds":`Terzi presi: Sud–Nord {ns}, Est–Ovest {ew}`,"web.replay.analysing":`Il risolutore sta valutando ogni carta…`,"web.replay.deal":`La distribuzione: tutte le mani scoperte.`,"web.replay.gave_away":`{name} ha giocato {card}: vale {played} terzi; la migliore {best} ({value}): ha regalato {lost}`,"web.replay.best_card":`{name} ha giocato {card}: la carta migliore ({value} terzi)`,"web.replay.mistakes":`Le carte più care di questa mano`,"web.replay.mistake":`carta {n}: {name} ha giocato {card}, {lost} terzi persi (la migliore {best})`,"web.replay.no_mistakes":`Nessuna: ogni carta era tra le migliori.`,"web.replay.gave_away|lost=1":`{name} ha giocato {card}: vale {played} terzi; la migliore {best} ({value}): ha regalato un terzo`,"web.replay.mistake|lost=1":`carta {n}: {name} ha giocato {card}, un terzo perso (la migliore {best})`,"web.replay.ai":`Il giocatore di circolo avrebbe giocato {card}:`},Ct={"suit.d":`denari`,"suit.c":`coppe`,"suit.s":`spade`,"suit.b":`bastoni`,"card.name":`{rank} di {suit}`,"card.suit.d":`denari`,"card.suit.c":`coppe`,"card.suit.s":`spade`,"card.suit.b":`bastoni`,"card.rank.A":`Asso`,"card.rank.2":`Due`,"card.rank.3":`Tre`,"card.rank.4":`Quattro`,"card.rank.5":`Cinque`,"card.rank.6":`Sei`,"card.rank.7":`Sette`,"card.rank.F":`Fante`,"card.rank.C":`Cavallo`,"card.rank.R":`Re`,"web.tagline":`il circolo di Tressette, Scopa, Briscola e Pinnacola`,"web.default_nickname":`Giocatore`,"web.close":`Chiudi`,"web.nav.lobby":`Sala`,"web.nav.stats":`Statistiche`,"web.nav.settings":`Impostazioni`,"web.deck.napoletane":`Napoletane`,"web.deck.piacentine":`Piacentine`,"web.deck.francesi":`Francesi`,"web.lobby.training":`Allenamento`,"web.lobby.training_hint":`Carte di tutti scoperte, pausa a ogni presa con le ragioni di ogni giocata, suggerimenti su richiesta. Non conta nelle statistiche.`,"web.lobby.new_game":`Nuova partita`,"web.lobby.resume":`Riprendi: {variant}`,"web.lobby.create_button":`Crea il tavolo`,"web.lobby.seat_you":`Posto 1: tu`,"web.lobby.seat_partner":`Posto {n} (compagno)`,"web.lobby.seat_opponent":`Posto {n} (avversario)`,"web.lobby.seat_open":`libero per un amico`,"web.lobby.seat_ai":`computer`,"web.lobby.seat_ai_random":`computer principiante`,"web.lobby.join":`Unisciti a un tavolo`,"web.lobby.no_tables":`Nessun tavolo in attesa per ora.`,"web.lobby.join_hint":`Gli amici sulla stessa rete aprono {address} sul computer o sul telefono e scelgono un posto.`,"web.lobby.partner_of":`compagno di {name}`,"web.lobby.opponent_of":`contro {name}`,"web.lobby.take_seat":`Siediti al posto {n}`,"web.options.variant":`Variante`,"web.options.title":`Opzioni`,"web.options.changed":`{n} cambiate`,"web.options.changed|n=1":`una cambiata`,"web.options.reset":`Torna alle regole della variante`,"web.options.same_target":`come le altre`,"web.option.target":`Punti per vincere una partita`,"web.result.won":`Avete vinto!`,"web.result.lost":`Hanno vinto gli avversari`,"web.result.ended":`Incontro finito`,"web.result.again":`Un'altra partita`,"web.result.lobby":`Torna alla sala`,"web.score.target":`ai {target}`,"web.seat.ai":`Computer`,"web.seat.ai_plays":`gioca il computer`,"web.seat.ai_plays_title":`Il giocatore è uscito: il computer gioca al suo posto finché non torna.`,"web.seat.away":`assente`,"web.seat.cards_left":`{n} carte in mano`,"web.seat.cards_left|n=1":`una carta in mano`,"web.seat.open":`posto libero`,"web.seat.partner":`compagno`,"web.seat.you":`tu`,"web.settings.title":`Impostazioni`,"web.settings.nickname":`Soprannome`,"web.settings.nickname_hint":`Il soprannome si vede al tavolo e in classifica; cambiarlo non azzera le statistiche.`,"web.settings.save":`Salva`,"web.settings.saved":`Salvato.`,"web.settings.language":`Lingua`,"web.settings.deck":`Mazzo`,"web.settings.sounds":`Suoni`,"web.settings.ai_delay":`Attesa del computer prima di giocare`,"web.settings.ms":`{ms} ms`,"web.settings.game":`Variante e opzioni delle nuove partite`,"web.sound.on":`Suoni: sì`,"web.sound.off":`Suoni: no`,"web.stats.title":`Le statistiche di {name}`,"web.stats.games":`Incontri`,"web.stats.wins":`Vinti`,"web.stats.rate":`%`,"web.stats.single":`Da solo`,"web.stats.multi":`Con altri`,"web.stats.over_time":`Nel tempo`,"web.stats.chart":`Percentuale di incontri vinti nel tempo`,"web.stats.no_games":`Ancora nessun incontro finito.`,"web.stats.won":`vinto`,"web.stats.lost":`perso`,"web.stats.partners":`Per compagno`,"web.stats.partner":`Compagno`,"web.stats.no_partners":`Ancora nessun incontro con altre persone.`,"web.stats.training_note":`Le partite di allenamento non contano.`,"web.stats.reset":`Azzera le statistiche`,"web.stats.reset_confirm":`Azzerare davvero tutte le statistiche?`,"web.stats.player":`Giocatore`,"web.stats.rating":`Punteggio`,"web.stats.skill":`Abilità`,"web.stats.skill_label":`abilità {mu}, incertezza {sigma}`,"web.stats.rating_note":`Il punteggio è l'abilità meno tre volte la sua incertezza (±), e sale man mano che le partite rendono l'abilità più sicura. Valgono solo le partite tra persone: una in cui il computer ha giocato un posto conta solo nelle statistiche.`,"web.stats.empty_board":`Nessuno in classifica per questa variante.`,"web.summary.last_trick":`Ultima presa`,"web.summary.next_hand":`Prossima mano`,"web.summary.waiting_for":`Si aspetta: {names}`,"web.table.connecting":`Collegamento al tavolo…`,"web.table.reconnecting":`riconnessione…`,"web.table.last_trick":`Ultima presa`,"web.table.trick_taken_by":`Presa da {name}.`,"web.table.leave":`Lascia il tavolo`,"web.table.leave_short":`Lascia`,"web.table.leave_confirm":`Lasciare il tavolo? Da ora il computer gioca le tue carte. Finché la partita non è finita puoi riprendere il tuo posto dalla sala (“I tuoi tavoli”); una partita a cui non torni conta come abbandonata, una sconfitta.`,"web.table.pause":`Alla sala (la partita ti aspetta)`,"web.table.no_seat":`Non hai un posto a questo tavolo su questo browser.`,"web.table.unknown_game":`Questo browser non sa mostrare un tavolo di {game}: ricarica la pagina per il client più recente.`,"web.table.your_turn":`Tocca a te`,"web.table.turn_of":`Tocca a {name}`,"web.table.your_hand":`Le tue carte`,"web.team.us":`Noi`,"web.team.them":`Loro`,"web.training.badge":`Allenamento`,"web.training.continue":`Continua`,"web.training.why":`perché?`,"web.training.suggest":`Suggerisci`,"web.training.suggested":`Il computer giocherebbe {card}`,"web.waiting.title":`Sala d'attesa`,"web.waiting.share":`Gli amici sulla stessa rete aprono questo link, o inquadrano il codice con il telefono:`,"web.waiting.start":`Inizia la partita`,"web.waiting.start_hint":`I posti ancora liberi li prende il computer.`,"web.waiting.wait_creator":`Si aspetta che chi ha creato il tavolo inizi la partita.`,"web.error.no_server":`Il server non risponde: è ancora acceso?`,"web.error.connection_lost":`Connessione persa: riconnessione…`,"web.error.not_connected":`Non connesso: riconnessione in corso, riprova tra un attimo.`,"web.error.closed_no_seat":`Questo posto non è più tuo: torna nella sala.`,"web.error.closed_no_table":`Questo tavolo non è più sul server.`,"web.error.closed_replaced":`Il tavolo è stato aperto in un'altra finestra o su un altro dispositivo: gioca lì, o ricarica questa pagina per giocare qui.`,"web.error.closed_left":`Hai lasciato il tavolo.`,"web.error.closed_gone":`La partita è finita e il tavolo è stato chiuso; la sua registrazione resta nelle tue statistiche.`,"web.lobby.seat_ai_pimc":`computer esperto (pimc)`,"web.settings.ai_player":`Giocatori del computer`,"web.settings.ai_player_hint":`Il computer esperto conta le carte fino in fondo nelle ultime passate (ricerca pimc): più forte, un po' più lento a giocare.`,"card.french.name":`{rank} di {suit}`,"card.french.joker":`Jolly`,"card.french.rank.A":`Asso`,"card.french.rank.2":`Due`,"card.french.rank.3":`Tre`,"card.french.rank.4":`Quattro`,"card.french.rank.5":`Cinque`,"card.french.rank.6":`Sei`,"card.french.rank.7":`Sette`,"card.french.rank.8":`Otto`,"card.french.rank.9":`Nove`,"card.french.rank.T":`Dieci`,"card.french.rank.J":`Fante`,"card.french.rank.Q":`Regina`,"card.french.rank.K":`Re`,"card.french.suit.h":`cuori`,"card.french.suit.d":`quadri`,"card.french.suit.c":`fiori`,"card.french.suit.s":`picche`,"web.option.players":`Giocatori`,"web.lobby.training_alone":`I tavoli di allenamento si giocano solo contro il computer: dai ogni posto al computer.`,"web.stats.board_of":`Classifica di {game}`,"web.stats.all_time":`Da sempre`,"web.stats.mode":`Modalità`,"web.stats.season":`Stagione`,"web.stats.points":`Punti`,"card.the.A":`l'`,"card.the.2":`il `,"card.the.3":`il `,"card.the.4":`il `,"card.the.5":`il `,"card.the.6":`il `,"card.the.7":`il `,"card.the.F":`il `,"card.the.C":`il `,"card.the.R":`il `,"web.refuse.follow_suit":`Devi rispondere a {suit}: {card} non si può giocare`,"web.refuse.not_your_turn":`Aspetta: tocca a {name}`,"web.refuse.wait":`Aspetta il tuo turno`,"web.waiting.options":`Regole del tavolo: {options}`,"web.ai.strength.random":`Computer (principiante)`,"web.ai.strength.heuristic":`Computer (club)`,"web.ai.strength.pimc":`Computer (esperto)`,"web.place.north":`Nord`,"web.place.east":`Est`,"web.place.west":`Ovest`,"web.place.south":`Sud`,"web.lobby.game_with_score":`{game}, {us}–{them}`,"web.lobby.unfinished":`Hai una partita in sospeso ({game}): la nuova non la cancella, resta tra le altre partite.`,"web.lobby.start_new_anyway":`Inizia la nuova`,"web.lobby.keep_playing":`Riprendi quella`,"web.lobby.you_left":`hai lasciato: il computer gioca al tuo posto finché non torni.`,"web.lobby.take_back":`Riprendi il tuo posto`,"web.lobby.take_back_game":`Riprendi il tuo posto: {variant}`,"web.stats.left":`Abbandonate`,"web.stats.left_one":`lasciata al computer`,"web.stats.rate_line":`quota di vinte finora`,"web.stats.oldest_first":`partite dalla più vecchia (a sinistra) all'ultima`,"web.lobby.local_only":`Questo Circolo ascolta solo su questo computer (avviato con --local-only, o servito con --host 127.0.0.1): gli amici non possono unirsi. Avvialo con il semplice circolo (o circolo serve) per giocare con loro.`,"web.lobby.invited":`Sei stato invitato al tavolo evidenziato: scegli un posto libero.`,"web.lobby.invited_gone":`Il tavolo del tuo invito non aspetta più giocatori: è cominciato o è stato chiuso.`,"web.waiting.local_only":`Solo questo computer raggiunge questo Circolo (avviato con --local-only, o servito con --host 127.0.0.1): gli amici non possono sedersi a questo tavolo. Avvialo con il semplice circolo (o circolo serve) per invitarli.`,"web.waiting.qr_alt":`Codice QR del link del tavolo`,"web.waiting.qr_hint":`Il telefono deve essere sulla stessa rete (lo stesso Wi-Fi) di questo computer.`,"web.evening.lobby_title":`Serata di torneo`,"web.evening.lobby_hint":`Un torneo di un gioco: coppie o giocatori a più tavoli giocano le stesse smazzate (le stesse carte), oppure incontri a turni svizzeri o all'italiana. Tu lo prepari, gli amici entrano con un link.`,"web.evening.lobby_button":`Organizza una serata`,"web.evening.new_title":`Una nuova serata di torneo`,"web.evening.new_hint":`Ogni tavolo gioca le stesse smazzate: un risultato si confronta con quelli di chi ha avuto le stesse carte.`,"web.evening.game":`Gioco`,"web.evening.format":`Formula`,"web.evening.format.howell":`Howell (a smazzate duplicate)`,"web.evening.format.mitchell":`Mitchell (a smazzate duplicate)`,"web.evening.format.swiss":`Turni svizzeri (incontri)`,"web.evening.format.roundrobin":`Girone all'italiana (incontri)`,"web.evening.format_about.howell":`Ogni iscritto incontra ogni altro una volta; il risultato di ogni smazzata si confronta con quello degli altri tavoli (match point). Da 4 a 8 iscritti.`,"web.evening.format_about.mitchell":`Nord–Sud restano al loro tavolo, Est–Ovest salgono di un tavolo a ogni turno; i risultati si confrontano in ciascuna linea (match point). Da 4 a 8 iscritti.`,"web.evening.format_about.swiss":`A ogni turno si incontrano iscritti con punteggi vicini che non si sono ancora affrontati; i due iscritti di un tavolo giocano un incontro sulle smazzate del turno. Da 3 a 8 iscritti.`,"web.evening.format_about.roundrobin":`Ogni iscritto gioca un incontro contro ogni altro; vince l'incontro chi fa più punti sulle smazzate del turno. Da 3 a 8 iscritti.`,"web.evening.boards":`Smazzate`,"web.evening.rounds":`Turni`,"web.evening.rounds_all":`tutti`,"web.evening.rounds_hint":`Vuoto: i turni della formula.`,"web.evening.entry_count":`Iscritti`,"web.evening.entries":`Chi gioca per ogni iscritto`,"web.evening.entry_n":`Iscritto {n}`,"web.evening.people":`Persone (posto libero)`,"web.evening.people_hint":`Un iscritto è una coppia nei giochi a quattro per tavolo, un giocatore in quelli a due. Un posto ancora libero quando la serata comincia lo prende il computer.`,"web.evening.minutes":`Minuti per smazzata`,"web.evening.invite":`Solo su invito (il link porta un codice)`,"web.evening.rated":`Valida per la classifica`,"web.evening.create":`Crea la serata`,"web.evening.problem.entries":`Questa formula vuole da {fewest} a {most} iscritti.`,"web.evening.problem.boards":`Una serata ha da 1 a {boards} smazzate.`,"web.evening.problem.rounds":`Una serata ha da 1 a {rounds} turni (o lascia vuoto).`,"web.evening.problem.boards_rounds":`Ogni turno vuole almeno una smazzata: le smazzate devono essere almeno quanti i turni.`,"web.evening.problem.minutes":`Una smazzata dura da 1 a 60 minuti.`,"web.evening.loading":`Carico la serata…`,"web.evening.title":`Serata di torneo · {game}`,"web.evening.boards_n":`{n} smazzate`,"web.evening.boards_n|n=1":`una smazzata`,"web.evening.rounds_n":`{n} turni`,"web.evening.rounds_n|n=1":`un turno`,"web.evening.minutes_n":`{n} minuti per smazzata`,"web.evening.minutes_n|n=1":`un minuto per smazzata`,"web.evening.rated_yes":`valida per la classifica`,"web.evening.rated_no":`amichevole`,"web.evening.status.waiting":`Si aspettano i giocatori: il direttore dà il via alla serata.`,"web.evening.status.playing":`Si gioca il turno {round} di {count}.`,"web.evening.status.finished":`La serata è finita.`,"web.evening.your_table":`Turno {round} — il tuo tavolo: tavolo {table}, {direction}, {boards}.`,"web.evening.direction.ns":`Nord–Sud`,"web.evening.direction.ew":`Est–Ovest`,"web.evening.go":`Vai al tuo tavolo`,"web.evening.badge":`Serata di torneo · turno {round} · smazzata {board} ({index} di {count})`,"web.evening.badge_label":`Serata di torneo: turno {round}, smazzata {board}, la {index} di {count} del tavolo`,"web.evening.round_over":`Turno {round} finito`,"web.evening.round_over_hint":`La pagina della serata mostra la classifica e dove giochi il prossimo turno.`,"web.evening.back":`Torna alla serata`,"web.evening.seat_line":`Serata · turno {round}`,"web.evening.seat_line_plain":`Serata`,"web.evening.now.sitout":`Turno {round}: in questo turno riposi. Il prossimo comincia quando tutti i tavoli hanno finito.`,"web.evening.now.between":`Il turno {round} è finito al tuo tavolo: il prossimo comincia quando tutti i tavoli hanno finito.`,"web.evening.your_rank":`Hai chiuso {rank}° su {count}.`,"web.evening.places":`Posti`,"web.evening.you":`tu`,"web.evening.open_places":`{n} posti liberi`,"web.evening.open_places|n=1":`un posto libero`,"web.evening.joined":`Hai un posto nell'iscritto {n}: quando la serata comincia questa pagina ti porta al tuo tavolo.`,"web.evening.invite_title":`Invita i giocatori`,"web.evening.share":`I giocatori aprono questo link, o inquadrano il codice con il telefono:`,"web.evening.copy":`Copia il link`,"web.evening.copied":`Copiato`,"web.evening.qr_alt":`Codice QR del link della serata`,"web.evening.start":`Comincia la serata`,"web.evening.start_hint":`I posti ancora liberi li prende il computer.`,"web.evening.join_title":`Partecipa alla serata`,"web.evening.full":`Tutti i posti sono presi.`,"web.evening.invitation_only":`Questa serata è su invito: apri il link che ti ha mandato il direttore.`,"web.evening.your_name":`Il tuo nome`,"web.evening.name_needed":`Scrivi prima il tuo nome.`,"web.evening.where":`Dove`,"web.evening.first_open":`Il primo posto libero`,"web.evening.partner_of":`In coppia con {names} (iscritto {n})`,"web.evening.join":`Partecipa`,"web.evening.movement":`Movimento`,"web.evening.movement_hint":`In ogni casella: l'iscritto Nord–Sud – l'iscritto Est–Ovest, e le smazzate che gioca quel tavolo.`,"web.evening.round":`Turno`,"web.evening.table_n":`Tavolo {n}`,"web.evening.sitout":`Riposa`,"web.evening.cell_boards":`smazzate {boards}`,"web.evening.cell_board":`smazzata {boards}`,"web.evening.standings_live":`Classifica finora (le smazzate finite a tutti i tavoli)`,"web.evening.standings_final":`Classifica finale`,"web.evening.col.rank":`Pos.`,"web.evening.col.entry":`Iscritto`,"web.evening.col.matchpoints":`MP`,"web.evening.col.matchpoints_long":`match point`,"web.evening.col.max":`su`,"web.evening.col.diff":`Diff.`,"web.evening.col.score":`Punti`,"web.evening.col.record":`V–P–S`,"web.evening.col.record_long":`vinti, pari, persi`,"web.evening.col.byes":`Riposi`,"web.evening.col.points":`Punti fatti–subiti`,"web.evening.col.table":`Tavolo`,"web.evening.col.ns_ew":`NS–EO`,"web.evening.col.net":`Saldo NS`,"web.evening.boards_title":`Le smazzate`,"web.evening.board_n":`Smazzata {n}`,"web.evening.board_title":`Smazzata {n}`,"web.evening.board_results":`Il risultato di ogni tavolo sulla smazzata {n}`,"web.evening.board_not_yet":`Questa smazzata è ancora in gioco a qualche tavolo: i risultati si vedono quando tutti i tavoli l'hanno finita.`,"web.evening.board_previous":`Smazzata precedente`,"web.evening.board_next":`Smazzata successiva`,"web.evening.round_table":`Turno {round}, tavolo {table}`,"web.evening.replay":`Rivedi`,"web.evening.replay_of":`Rivedi il turno {round}, tavolo {table}`,"web.evening.replay_where":`La smazzata {board} come l'ha giocata il tavolo {table} nel turno {round}.`,"web.evening.board_all":`Il risultato di ogni tavolo su questa smazzata`,"web.seat.dealer":`Mazziere`,"web.seat.dealer_title":`Questo posto ha dato le carte: il giocatore dopo, alla sua destra, comincia.`,"web.nav.help":`Aiuto`,"web.help.title":`Aiuto: come si gioca al Circolo`,"web.help.contents":`Indice`,"web.help.yes":`sì`,"web.help.no":`no`,"web.help.same":`come le altre partite`,"web.help.howto.title":`Come si gioca`,"web.help.howto.1":`Da solo: nella sala, Nuova partita del pannello di Tressette avvia una partita con la variante e le opzioni delle tue impostazioni (anche il pannello le cambia); il compagno e i due avversari li gioca il computer. Con Allenamento vedi tutte le carte scoperte, il gioco si ferma dopo ogni passata, puoi chiedere perché è stata giocata ogni carta e avere un suggerimento per la tua; le partite di allenamento non contano nelle statistiche.`,"web.help.howto.2":`Ogni gioco ha il suo riquadro nella sala: scegli la variante e le opzioni, e per ogni altro posto un computer (principiante, club o esperto) o un amico. Con il posto di un amico il tavolo aspetta nella sala d'attesa, che mostra il link e un codice QR da mandare; chi ha creato il tavolo lo avvia, e il computer prende i posti ancora liberi.`,"web.help.howto.3":`Al tavolo le tue carte sono in basso, il compagno di fronte, il giocatore dopo di te alla tua destra. Le carte che puoi giocare sono sollevate; una carta che non puoi giocare è rifiutata con il motivo. Il segno Mazziere mostra chi ha dato le carte; apre il giocatore dopo il mazziere. Ultima presa mostra la passata precedente; il punteggio è in alto a sinistra.`,"web.help.howto.4":`Lascia il tavolo affida il tuo posto al computer; finché la partita non è finita puoi riprenderlo dalla sala, in I tuoi tavoli. Una partita che lasci e a cui non torni conta come abbandonata, una sconfitta. Alla sala (da solo) tiene la partita in attesa: Riprendi ti riporta al tavolo.`,"web.help.keyboard.title":`Tastiera`,"web.help.keyboard.1":`Tab passa da una carta o da un pulsante all'altro, Invio gioca la carta o preme il pulsante.`,"web.help.keyboard.2":`Da 1 a 9 e 0 giocano dalla prima alla decima carta della tua mano; L mostra l'ultima presa; A le accuse dichiarate; S chiede un suggerimento al tavolo di allenamento; a Briscola P mostra o nasconde i punti presi. A Pinnacola: D pesca dal tallone, M cala e A attacca le carte scelte, X scarta quella scelta, U annulla le calate del turno, S suggerisce al tavolo di allenamento.`,"web.lobby.your_tables_title":`I tuoi tavoli`,"web.lobby.panel_options":`Le regole del tavolo: {options}.`,"web.deck.siciliane":`Siciliane`,"web.deck.trevisane":`Trevisane`,"web.deck.piemontesi":`Piemontesi (semi francesi)`,"web.deck.sarde":`Sarde`,"web.deck.romagnole":`Romagnole`,"web.deck.triestine":`Triestine`,"web.deck.bergamasche":`Bergamasche`,"web.deck.trentine":`Trentine`,"web.deck.group.spanish":`Semi spagnoli (centro e sud)`,"web.deck.group.italian":`Semi italiani (nord)`,"web.deck.group.french":`Semi francesi`,"web.settings.deck_preview":`Assi, sette e re del mazzo {deck}`,"web.nickname.label":`Il tuo nome al tavolo:`,"web.nickname.made_up":`L'ha inventato Circolo: è quello che vedono gli amici al tavolo.`,"web.nickname.choose":`Scegli il tuo nome`,"web.nickname.change":`Cambia`,"web.nickname.save":`Salva`,"web.nickname.cancel":`Annulla`,"web.nickname.empty":`Scrivi un nome da 1 a 40 caratteri.`,"web.table.pause_short":`Sala`,"web.teach.ask":`Chiedi di vedere una mano`,"web.teach.ask_seat":`La mano di {name}`,"web.teach.asked":`Hai chiesto a {name} di vedere la sua mano`,"web.teach.ask_again":`chiedi di nuovo`,"web.teach.teaching":`Vedi la mano di {name}: clicca una carta per suggerirla`,"web.teach.asks":`{name} chiede di vedere la tua mano`,"web.teach.allow":`Mostrala`,"web.teach.refuse":`No`,"web.teach.sees":`{name} vede la tua mano`,"web.teach.stop":`non mostrarla più`,"web.teach.hint":`{name} ti suggerisce la carta segnata`,"web.teach.show":`Mostra la mia mano…`,"web.teach.show_to":`Mostra la mia mano a {name}`,"web.teach.other":`{teacher} vede la mano di {player}`,"web.teach.invite":`Invita a guardare…`,"web.teach.invite_hint":`Manda questo link a un amico: guarda il tuo tavolo, e tu puoi mostrargli la tua mano.`,"web.teach.copy":`Copia`,"web.teach.not_watchable":`Questo tavolo è stato aperto senza spettatori: nessuno può guardarlo.`,"web.watch.title":`Tavoli da guardare`,"web.watch.hint":`Guarda una partita in corso: vedi le carte quando vengono giocate e il punteggio; una mano solo se chi gioca te la mostra.`,"web.watch.button":`Guarda`,"web.watch.badge":`Spettatore`,"web.watch.stop":`Smetti di guardare`,"web.watch.allow":`Lascia guardare gli altri (non vedono una mano, se non la mostri tu)`,"web.watch.guest":`un ospite`,"web.watch.and_more":`{names} e altri {n}`,"web.watch.spectators":`{n} spettatori`,"web.watch.spectators|n=1":`uno spettatore`,"web.watch.watched_by":`{n} spettatori`,"web.watch.watched_by|n=1":`uno spettatore`,"web.watch.side_ns":`Sud–Nord`,"web.watch.side_ew":`Est–Ovest`,"web.watch.won_by":`Vittoria di {side}`,"web.replay.title":`Rivedi la partita`,"web.replay.open_steps":`Rivedi passo per passo`,"web.replay.open":`Rivedi carta per carta`,"web.replay.not_a_record":`{name} non contiene una partita registrata: trascina un file .jsonl di registrazioni (le scrive circolo selfplay, la registrazione di un tavolo ne dà una).`,"web.replay.drop":`Trascina qui una partita registrata (.jsonl), o sceglila: ogni carta è mostrata con il suo valore per il risolutore e quello della carta migliore.`,"web.replay.step_place":`Mano {hand} · passo {play} di {total}`,"web.replay.step_keys":`← → passo per passo · Pag su / Pag giù mano per mano · Inizio / Fine`,"web.stats.recent":`Ultime partite`,"web.replay.no_viewer":`Le partite di {game} non si possono ancora rivedere qui: la registrazione si legge con circolo replay.`,"web.replay.no_hands":`Questa registrazione non ha mani di Tressette da mostrare.`,"web.word.and":`e`,"web.replay.games":`Le partite dell'incontro`,"web.replay.game_n":`Partita {n}`,"web.replay.game_at":`Partita {n} · {game}`,"web.replay.no_game":`Questo incontro non ha una partita {game}: le sue partite sono {count}, dalla 1 alla {count}. Scegline una qui sopra.`,"web.replay.no_game_one":`Questo incontro non ha una partita {game}: è stata una partita sola, la 1. Sceglila qui sopra.`,"web.lobby.players_line":`{us} contro {them}`,"web.lobby.score_line":`punteggio {us}–{them}`,"web.lobby.resume_short":`Riprendi`,"web.evening.par":`Par (a carte scoperte): NS {ns} – EW {ew}`,"web.evening.par_label":`Il par della smazzata: i punti di ogni linea a carte scoperte, giocando entrambe al meglio`,"web.evening.sit_and_go":`Sit-and-go: comincia da sola appena tutti i posti sono presi`,"web.lobby.rated":`valida per la classifica`,"web.lobby.rated_title":`La partita muove i punteggi dei giocatori: persone a ogni posto`},wt={"suit.d":`denari`,"suit.c":`coppe`,"suit.s":`spade`,"suit.b":`bastoni`,"card.name":`{rank} of {suit}`,"card.suit.d":`Coins`,"card.suit.c":`Cups`,"card.suit.s":`Swords`,"card.suit.b":`Clubs`,"card.rank.A":`Ace`,"card.rank.2":`Two`,"card.rank.3":`Three`,"card.rank.4":`Four`,"card.rank.5":`Five`,"card.rank.6":`Six`,"card.rank.7":`Seven`,"card.rank.F":`Jack`,"card.rank.C":`Knight`,"card.rank.R":`King`,"web.tagline":`the Tressette, Scopa, Briscola and Pinnacola club`,"web.default_nickname":`Player`,"web.close":`Close`,"web.nav.lobby":`Lobby`,"web.nav.stats":`Statistics`,"web.nav.settings":`Settings`,"web.deck.napoletane":`Napoletane`,"web.deck.piacentine":`Piacentine`,"web.deck.francesi":`French`,"web.lobby.training":`Training`,"web.lobby.training_hint":`Every hand face up, a stop after each trick with the reasons for every card, suggestions on request. Not counted in the statistics.`,"web.lobby.new_game":`New game`,"web.lobby.resume":`Resume: {variant}`,"web.lobby.create_button":`Create the table`,"web.lobby.seat_you":`Seat 1: you`,"web.lobby.seat_partner":`Seat {n} (partner)`,"web.lobby.seat_opponent":`Seat {n} (opponent)`,"web.lobby.seat_open":`open for a friend`,"web.lobby.seat_ai":`computer`,"web.lobby.seat_ai_random":`beginner computer`,"web.lobby.join":`Join a table`,"web.lobby.no_tables":`No table is waiting right now.`,"web.lobby.join_hint":`Friends on the same network open {address} on their computer or phone and pick a seat.`,"web.lobby.partner_of":`partner of {name}`,"web.lobby.opponent_of":`against {name}`,"web.lobby.take_seat":`Take seat {n}`,"web.options.variant":`Variant`,"web.options.title":`Options`,"web.options.changed":`{n} changed`,"web.options.changed|n=1":`one changed`,"web.options.reset":`Back to the variant's rules`,"web.options.same_target":`same as the others`,"web.option.target":`Points to win a game`,"web.result.won":`You won!`,"web.result.lost":`The opponents won`,"web.result.ended":`The match is over`,"web.result.again":`Another game`,"web.result.lobby":`Back to the lobby`,"web.score.target":`to {target}`,"web.seat.ai":`Computer`,"web.seat.ai_plays":`computer plays`,"web.seat.ai_plays_title":`The player left: the computer plays the seat until they come back.`,"web.seat.away":`away`,"web.seat.cards_left":`{n} cards in hand`,"web.seat.cards_left|n=1":`one card in hand`,"web.seat.open":`open seat`,"web.seat.partner":`partner`,"web.seat.you":`you`,"web.settings.title":`Settings`,"web.settings.nickname":`Nickname`,"web.settings.nickname_hint":`Your nickname shows at the table and on the leaderboard; changing it keeps your statistics.`,"web.settings.save":`Save`,"web.settings.saved":`Saved.`,"web.settings.language":`Language`,"web.settings.deck":`Deck`,"web.settings.sounds":`Sounds`,"web.settings.ai_delay":`Computer's pause before a card`,"web.settings.ms":`{ms} ms`,"web.settings.game":`Variant and options of new games`,"web.sound.on":`Sounds: on`,"web.sound.off":`Sounds: off`,"web.stats.title":`{name}'s statistics`,"web.stats.games":`Matches`,"web.stats.wins":`Won`,"web.stats.rate":`%`,"web.stats.single":`Alone`,"web.stats.multi":`With people`,"web.stats.over_time":`Over time`,"web.stats.chart":`Share of matches won over time`,"web.stats.no_games":`No finished match yet.`,"web.stats.won":`won`,"web.stats.lost":`lost`,"web.stats.partners":`By partner`,"web.stats.partner":`Partner`,"web.stats.no_partners":`No match with other people yet.`,"web.stats.training_note":`Training games are not counted.`,"web.stats.reset":`Reset the statistics`,"web.stats.reset_confirm":`Really reset all the statistics?`,"web.stats.player":`Player`,"web.stats.rating":`Rating`,"web.stats.skill":`Skill`,"web.stats.skill_label":`skill {mu}, uncertainty {sigma}`,"web.stats.rating_note":`The rating is the skill less three times its uncertainty (±), and it climbs as your matches make the skill surer. Only matches between people are rated: one in which the computer played a seat counts in the statistics only.`,"web.stats.empty_board":`Nobody on the leaderboard for this variant yet.`,"web.summary.last_trick":`Last trick`,"web.summary.next_hand":`Next hand`,"web.summary.waiting_for":`Waiting for: {names}`,"web.table.connecting":`Connecting to the table…`,"web.table.reconnecting":`reconnecting…`,"web.table.last_trick":`Last trick`,"web.table.trick_taken_by":`Taken by {name}.`,"web.table.leave":`Leave the table`,"web.table.leave_short":`Leave`,"web.table.leave_confirm":`Leave the table? The computer plays your cards from now on. Until the match ends you can take your seat back from the lobby (“Your tables”); a match you do not come back to counts as left, a loss.`,"web.table.pause":`To the lobby (the game waits for you)`,"web.table.no_seat":`You hold no seat at this table in this browser.`,"web.table.unknown_game":`This browser cannot show a table of {game}: reload the page for the newest client.`,"web.table.your_turn":`Your turn`,"web.table.turn_of":`{name} to play`,"web.table.your_hand":`Your cards`,"web.team.us":`Us`,"web.team.them":`Them`,"web.training.badge":`Training`,"web.training.continue":`Continue`,"web.training.why":`why?`,"web.training.suggest":`Suggest`,"web.training.suggested":`The computer would play {card}`,"web.waiting.title":`Waiting room`,"web.waiting.share":`Friends on the same network open this link, or scan the code with a phone:`,"web.waiting.start":`Start the game`,"web.waiting.start_hint":`The computer takes the seats still open.`,"web.waiting.wait_creator":`Waiting for the table's creator to start.`,"web.error.no_server":`The server does not answer: is it still running?`,"web.error.connection_lost":`Connection lost: reconnecting…`,"web.error.not_connected":`Not connected: reconnecting, try again in a moment.`,"web.error.closed_no_seat":`This seat is not yours any more: go back to the lobby.`,"web.error.closed_no_table":`This table is no longer on the server.`,"web.error.closed_replaced":`This table was opened in another window or device: play there, or reload this page to play here.`,"web.error.closed_left":`You left the table.`,"web.error.closed_gone":`The match is over and the table was closed; its record stays in your statistics.`,"web.lobby.seat_ai_pimc":`expert computer (pimc)`,"web.settings.ai_player":`Computer players`,"web.settings.ai_player_hint":`The expert computer counts the cards out over the last tricks (pimc search): stronger, a little slower to play.`,"card.french.name":`{rank} of {suit}`,"card.french.joker":`Joker`,"card.french.rank.A":`Ace`,"card.french.rank.2":`Two`,"card.french.rank.3":`Three`,"card.french.rank.4":`Four`,"card.french.rank.5":`Five`,"card.french.rank.6":`Six`,"card.french.rank.7":`Seven`,"card.french.rank.8":`Eight`,"card.french.rank.9":`Nine`,"card.french.rank.T":`Ten`,"card.french.rank.J":`Jack`,"card.french.rank.Q":`Queen`,"card.french.rank.K":`King`,"card.french.suit.h":`Hearts`,"card.french.suit.d":`Diamonds`,"card.french.suit.c":`Clubs`,"card.french.suit.s":`Spades`,"web.option.players":`Players`,"web.lobby.training_alone":`Training tables are played against the computer only: give every seat to the computer.`,"web.stats.board_of":`{game} leaderboard`,"web.stats.all_time":`All time`,"web.stats.mode":`Mode`,"web.stats.season":`Season`,"web.stats.points":`Points`,"card.the.A":`the `,"card.the.2":`the `,"card.the.3":`the `,"card.the.4":`the `,"card.the.5":`the `,"card.the.6":`the `,"card.the.7":`the `,"card.the.F":`the `,"card.the.C":`the `,"card.the.R":`the `,"web.refuse.follow_suit":`You must follow {suit}: {card} cannot be played`,"web.refuse.not_your_turn":`Wait: it is {name}'s turn`,"web.refuse.wait":`Wait for your turn`,"web.waiting.options":`The table's rules: {options}`,"web.ai.strength.random":`Computer (beginner)`,"web.ai.strength.heuristic":`Computer (club)`,"web.ai.strength.pimc":`Computer (expert)`,"web.place.north":`North`,"web.place.east":`East`,"web.place.west":`West`,"web.place.south":`South`,"web.lobby.game_with_score":`{game}, {us}–{them}`,"web.lobby.unfinished":`You have an unfinished game ({game}): a new one does not end it, it stays among your other games.`,"web.lobby.start_new_anyway":`Start the new one`,"web.lobby.keep_playing":`Go back to it`,"web.lobby.you_left":`you left: the computer plays your seat until you come back.`,"web.lobby.take_back":`Take your seat back`,"web.lobby.take_back_game":`Take your seat back: {variant}`,"web.stats.left":`Left`,"web.stats.left_one":`left to the computer`,"web.stats.rate_line":`share won so far`,"web.stats.oldest_first":`matches from the oldest (left) to the latest`,"web.lobby.local_only":`This Circolo listens on this computer only (started with --local-only, or served with --host 127.0.0.1): friends cannot join. Start it with plain circolo (or circolo serve) to play with them.`,"web.lobby.invited":`You were invited to the marked table: pick a free seat.`,"web.lobby.invited_gone":`The table of your invitation is no longer waiting for players: it has started or closed.`,"web.waiting.local_only":`Only this computer can reach this Circolo (started with --local-only, or served with --host 127.0.0.1): friends cannot join this table. Start it with plain circolo (or circolo serve) to invite them.`,"web.waiting.qr_alt":`QR code of the table's link`,"web.waiting.qr_hint":`The phone must be on the same network (the same Wi-Fi) as this computer.`,"web.evening.lobby_title":`Club evening`,"web.evening.lobby_hint":`A tournament of one game: pairs or players at several tables play the same boards (the same deals), or matches of Swiss rounds or a round robin. You set it up, friends join with a link.`,"web.evening.lobby_button":`Organise an evening`,"web.evening.new_title":`A new club evening`,"web.evening.new_hint":`Every table plays the same boards: a result is compared with those of the others who held the same cards.`,"web.evening.game":`Game`,"web.evening.format":`Format`,"web.evening.format.howell":`Howell (duplicate)`,"web.evening.format.mitchell":`Mitchell (duplicate)`,"web.evening.format.swiss":`Swiss rounds (matches)`,"web.evening.format.roundrobin":`Round robin (matches)`,"web.evening.format_about.howell":`Every entry meets every other once; each board's result is compared with the other tables' (matchpoints). 4 to 8 entries.`,"web.evening.format_about.mitchell":`North–South stay at their table, East–West move up one table a round; results compared within each direction (matchpoints). 4 to 8 entries.`,"web.evening.format_about.swiss":`Each round pairs entries with similar scores who have not met; the two entries of a table play a match of the round's boards. 3 to 8 entries.`,"web.evening.format_about.roundrobin":`Every entry plays a match against every other; a match is won by the most points over the round's boards. 3 to 8 entries.`,"web.evening.boards":`Boards`,"web.evening.rounds":`Rounds`,"web.evening.rounds_all":`all`,"web.evening.rounds_hint":`Empty: the format's own number of rounds.`,"web.evening.entry_count":`Entries`,"web.evening.entries":`Who plays each entry`,"web.evening.entry_n":`Entry {n}`,"web.evening.people":`People (open place)`,"web.evening.people_hint":`An entry is a pair where the game is played four at a table, one player where it is played by two. A place still open when the evening starts is taken by the computer.`,"web.evening.minutes":`Minutes a board`,"web.evening.invite":`By invitation only (the link carries a code)`,"web.evening.rated":`Rated (the results count on the leaderboard)`,"web.evening.create":`Create the evening`,"web.evening.problem.entries":`This format takes {fewest} to {most} entries.`,"web.evening.problem.boards":`An evening has 1 to {boards} boards.`,"web.evening.problem.rounds":`An evening has 1 to {rounds} rounds (or leave it empty).`,"web.evening.problem.boards_rounds":`Every round needs a board: give at least as many boards as rounds.`,"web.evening.problem.minutes":`A board takes 1 to 60 minutes.`,"web.evening.loading":`Loading the evening…`,"web.evening.title":`Club evening · {game}`,"web.evening.boards_n":`{n} boards`,"web.evening.boards_n|n=1":`one board`,"web.evening.rounds_n":`{n} rounds`,"web.evening.rounds_n|n=1":`one round`,"web.evening.minutes_n":`{n} minutes a board`,"web.evening.minutes_n|n=1":`one minute a board`,"web.evening.rated_yes":`rated`,"web.evening.rated_no":`not rated`,"web.evening.status.waiting":`Waiting for the players: the director starts the evening.`,"web.evening.status.playing":`Round {round} of {count} in play.`,"web.evening.status.finished":`The evening is over.`,"web.evening.your_table":`Round {round} — your table: table {table}, {direction}, {boards}.`,"web.evening.direction.ns":`North–South`,"web.evening.direction.ew":`East–West`,"web.evening.go":`Go to your table`,"web.evening.badge":`Club evening · round {round} · board {board} ({index} of {count})`,"web.evening.badge_label":`Club evening: round {round}, board {board}, the table's board {index} of {count}`,"web.evening.round_over":`Round {round} finished`,"web.evening.round_over_hint":`The evening's page shows the standings and where you play next.`,"web.evening.back":`Back to the evening`,"web.evening.seat_line":`Evening · round {round}`,"web.evening.seat_line_plain":`Evening`,"web.evening.now.sitout":`Round {round}: you sit out this round. The next one begins when every table has finished.`,"web.evening.now.between":`Round {round} is over at your table: the next round begins when every table has finished.`,"web.evening.your_rank":`You finished {rank} of {count}.`,"web.evening.places":`Places`,"web.evening.you":`you`,"web.evening.open_places":`{n} places open`,"web.evening.open_places|n=1":`one place open`,"web.evening.joined":`You have a place in entry {n}: this page takes you to your table when the evening starts.`,"web.evening.invite_title":`Invite the players`,"web.evening.share":`Players open this link, or scan the code with a phone:`,"web.evening.copy":`Copy the link`,"web.evening.copied":`Copied`,"web.evening.qr_alt":`QR code of the evening's link`,"web.evening.start":`Start the evening`,"web.evening.start_hint":`The computer takes the places still open.`,"web.evening.join_title":`Join the evening`,"web.evening.full":`Every place is taken.`,"web.evening.invitation_only":`This evening is by invitation: open the link the director sent you.`,"web.evening.your_name":`Your name`,"web.evening.name_needed":`Write your name first.`,"web.evening.where":`Where`,"web.evening.first_open":`The first open place`,"web.evening.partner_of":`Partner of {names} (entry {n})`,"web.evening.join":`Join`,"web.evening.movement":`Movement`,"web.evening.movement_hint":`Each cell: North–South entry – East–West entry, and the boards that table plays.`,"web.evening.round":`Round`,"web.evening.table_n":`Table {n}`,"web.evening.sitout":`Sits out`,"web.evening.cell_boards":`boards {boards}`,"web.evening.cell_board":`board {boards}`,"web.evening.standings_live":`Standings so far (the boards finished at every table)`,"web.evening.standings_final":`Final standings`,"web.evening.col.rank":`Rank`,"web.evening.col.entry":`Entry`,"web.evening.col.matchpoints":`MP`,"web.evening.col.matchpoints_long":`matchpoints`,"web.evening.col.max":`of`,"web.evening.col.diff":`Diff.`,"web.evening.col.score":`Score`,"web.evening.col.record":`W–D–L`,"web.evening.col.record_long":`won, drawn, lost`,"web.evening.col.byes":`Byes`,"web.evening.col.points":`Points`,"web.evening.col.table":`Table`,"web.evening.col.ns_ew":`NS–EW`,"web.evening.col.net":`Net NS`,"web.evening.boards_title":`The boards`,"web.evening.board_n":`Board {n}`,"web.evening.board_title":`Board {n}`,"web.evening.board_results":`Every table's result on board {n}`,"web.evening.board_not_yet":`This board is still being played at some table: its results are shown once every table has finished it.`,"web.evening.board_previous":`Previous board`,"web.evening.board_next":`Next board`,"web.evening.round_table":`Round {round}, table {table}`,"web.evening.replay":`Replay`,"web.evening.replay_of":`Replay of round {round}, table {table}`,"web.evening.replay_where":`Board {board} as table {table} played it in round {round}.`,"web.evening.board_all":`Every table's result on this board`,"web.seat.dealer":`Dealer`,"web.seat.dealer_title":`This seat dealt the hand: the next player, on its right, plays first.`,"web.nav.help":`Help`,"web.help.title":`Help: how to play at Circolo`,"web.help.contents":`Contents`,"web.help.yes":`yes`,"web.help.no":`no`,"web.help.same":`the same as the other games`,"web.help.howto.title":`How to play`,"web.help.howto.1":`Play alone: in the lobby, the Tressette panel's New game starts a match with the variant and options of your settings (the panel changes them too), your partner and both opponents played by the computer. Tick Training to see every hand face up, stop after each trick, ask why each card was played and get a suggestion for yours; training matches are not counted in the statistics.`,"web.help.howto.2":`Each game has its panel in the lobby: choose the variant and the options, and for each other seat a computer (beginner, club or expert) or a friend. With a friend's seat the table waits in the waiting room, which shows the link and a QR code to send; the creator starts it, and the computer takes the seats still open.`,"web.help.howto.3":`At the table your hand is at the bottom, your partner opposite, the next player on your right. Cards you may play are lifted; a card you may not play is refused with the reason. The Dealer mark shows who dealt; the player after the dealer leads. Last trick shows the trick before; the score is at the top left.`,"web.help.howto.4":`Leave the table hands your seat to the computer; until the match ends you can take it back from the lobby, under Your tables. A match you leave and do not come back to counts as left, a loss. To the lobby (playing alone) keeps the game waiting for you: Resume brings you back.`,"web.help.keyboard.title":`Keyboard`,"web.help.keyboard.1":`Tab moves between the cards and the buttons, Enter plays a card or presses a button.`,"web.help.keyboard.2":`1 to 9 and 0 play the first to tenth card of your hand; L shows the last trick; A the accuse declared; S asks for a suggestion at a training table; at Briscola P shows or hides the points taken. At Pinnacola: D draws from the stock, M melds and A attaches the cards chosen, X discards the one chosen, U undoes the melds of the turn, S suggests at a training table.`,"web.lobby.your_tables_title":`Your tables`,"web.lobby.panel_options":`The table's rules: {options}.`,"web.deck.siciliane":`Siciliane`,"web.deck.trevisane":`Trevisane`,"web.deck.piemontesi":`Piemontesi (French suits)`,"web.deck.sarde":`Sarde`,"web.deck.romagnole":`Romagnole`,"web.deck.triestine":`Triestine`,"web.deck.bergamasche":`Bergamasche`,"web.deck.trentine":`Trentine`,"web.deck.group.spanish":`Spanish suits (centre and south)`,"web.deck.group.italian":`Italian suits (north)`,"web.deck.group.french":`French suits`,"web.settings.deck_preview":`Aces, sevens and kings of the {deck} deck`,"web.nickname.label":`Your name at the table:`,"web.nickname.made_up":`Circolo made it up for you: it is what friends at a table see.`,"web.nickname.choose":`Choose your name`,"web.nickname.change":`Change`,"web.nickname.save":`Save`,"web.nickname.cancel":`Cancel`,"web.nickname.empty":`Write a name of 1 to 40 characters.`,"web.table.pause_short":`Lobby`,"web.teach.ask":`Ask to see a hand`,"web.teach.ask_seat":`{name}'s hand`,"web.teach.asked":`Asked {name} to see their hand`,"web.teach.ask_again":`ask again`,"web.teach.teaching":`You see {name}'s hand: click a card to suggest it`,"web.teach.asks":`{name} asks to see your hand`,"web.teach.allow":`Show it`,"web.teach.refuse":`No`,"web.teach.sees":`{name} sees your hand`,"web.teach.stop":`stop showing`,"web.teach.hint":`{name} suggests the marked card`,"web.teach.show":`Show my hand…`,"web.teach.show_to":`Show my hand to {name}`,"web.teach.other":`{teacher} sees {player}'s hand`,"web.teach.invite":`Invite to watch…`,"web.teach.invite_hint":`Send this link to a friend: they watch your table, and you can show them your hand.`,"web.teach.copy":`Copy`,"web.teach.not_watchable":`This table was made without spectators: nobody can watch it.`,"web.watch.title":`Tables to watch`,"web.watch.hint":`Watch a game in play: you see the cards as they are played and the score; a hand only if its player shows it to you.`,"web.watch.button":`Watch`,"web.watch.badge":`Watching`,"web.watch.stop":`Stop watching`,"web.watch.allow":`Let others watch (they see no hand unless you show them yours)`,"web.watch.guest":`a guest`,"web.watch.and_more":`{names} and {n} more`,"web.watch.spectators":`{n} watching`,"web.watch.spectators|n=1":`one watching`,"web.watch.watched_by":`{n} watching`,"web.watch.watched_by|n=1":`one watching`,"web.watch.side_ns":`South–North`,"web.watch.side_ew":`East–West`,"web.watch.won_by":`{side} won`,"web.replay.title":`Replay`,"web.replay.open_steps":`Replay step by step`,"web.replay.open":`Replay card by card`,"web.replay.not_a_record":`{name} holds no match record: drop a .jsonl file of records (circolo selfplay writes them, a table's record route serves one).`,"web.replay.drop":`Drop a match record here (.jsonl), or choose one: every card is shown with the solver's value of it and of the best card.`,"web.replay.step_place":`Hand {hand} · step {play} of {total}`,"web.replay.step_keys":`← → step by step · Page Up / Page Down hand by hand · Home / End`,"web.stats.recent":`Last matches`,"web.replay.no_viewer":`Replays of {game} are not shown yet: its record can be read with circolo replay.`,"web.replay.no_hands":`This record holds no Tressette hand to show.`,"web.word.and":`and`,"web.replay.games":`Games of the match`,"web.replay.game_n":`Game {n}`,"web.replay.game_at":`Game {n} · {game}`,"web.replay.no_game":`This match has no game {game}: it had {count} games, from 1 to {count}. Choose one above.`,"web.replay.no_game_one":`This match has no game {game}: it was a single game, game 1. Choose it above.`,"web.lobby.players_line":`{us} against {them}`,"web.lobby.score_line":`score {us}–{them}`,"web.lobby.resume_short":`Resume`,"web.evening.par":`Par (double dummy): NS {ns} – EW {ew}`,"web.evening.par_label":`The board's par: each side's points with every card seen, both sides playing their best`,"web.evening.sit_and_go":`Sit-and-go: it starts by itself once every place is taken`,"web.lobby.rated":`rated`,"web.lobby.rated_title":`Its match moves the players' ratings: people in every seat`},Tt=[`it`,`en`],Et=Object.assign({"../../../src/circolo/games/briscola/i18n/en.json":ht,"../../../src/circolo/games/briscola/i18n/it.json":gt,"../../../src/circolo/games/pinnacola/i18n/en.json":_t,"../../../src/circolo/games/pinnacola/i18n/it.json":vt,"../../../src/circolo/games/scopa/i18n/en.json":yt,"../../../src/circolo/games/scopa/i18n/it.json":bt,"../../../src/circolo/games/tressette/i18n/en.json":xt,"../../../src/circolo/games/tressette/i18n/it.json":St});function Dt(e,t){let n={...t};for(let[t,r]of Object.entries(Et))t.endsWith(`/${e}.json`)&&Object.assign(n,r);return n}var Ot={it:Dt(`it`,Ct),en:Dt(`en`,wt)},kt=`it`;function At(e){kt=e,typeof document<`u`&&(document.documentElement.lang=e)}function y(){return kt}function jt(e,t={}){return e.replace(/\{\{|\}\}|\{(\w+)\}/g,(e,n)=>{if(e===`{{`)return`{`;if(e===`}}`)return`}`;let r=n===void 0?void 0:t[n];return r==null?e:String(r)})}function b(e){return e in Ot.en}var Mt=/^[+-]?\d+\.\d+$/;function Nt(e,t=kt){return t===`it`&&Mt.test(e)?e.replace(`.`,`,`):e}function Pt(e,t=kt){let n=new Date(e);return Number.isNaN(n.getTime())?e:new Intl.DateTimeFormat(t,{dateStyle:`medium`,timeStyle:`short`}).format(n)}function x(e,t={},n=kt){for(let r of Object.keys(t).sort()){let i=`${e}|${r}=1`;if(t[r]===1&&i in Ot.en)return jt(Ot[n][i]??Ot.en[i],t)}let r=Ot[n][e]??Ot.en[e];return r===void 0?e:jt(r,t)}function Ft(e,t=kt){return e&&(e[t]||e.en||e.it)||``}var It=class extends Error{constructor(e,t,n){super(e),this.status=t,this.code=n}};async function S(e,t,n,r={}){let i;try{i=await fetch(t,{method:e,headers:n===void 0?r:{...r,"Content-Type":`application/json`},body:n===void 0?void 0:JSON.stringify(n)})}catch{throw new It(x(`web.error.no_server`),0,null)}let a=await i.json().catch(()=>null);if(!i.ok){let e=a;throw new It(y()===`it`&&typeof e?.detail_it==`string`&&e.detail_it||(typeof e?.detail==`string`?e.detail:JSON.stringify(e?.detail??i.statusText)),i.status,typeof e?.code==`string`?e.code:null)}return a}var Lt=new Map;function Rt(e){let t=Lt.get(e);return t||(t=S(`GET`,`/api/games/${encodeURIComponent(e)}`),t.catch(()=>Lt.delete(e)),Lt.set(e,t)),t}function zt(e,t){let n=new URLSearchParams({game:e});for(let[e,r]of Object.entries(t))r!==null&&r!==``&&n.set(e,r);return n.toString()}var C={games:()=>S(`GET`,`/api/games`).then(e=>e.games),gameInfo:Rt,leaderboard:(e,t={})=>S(`GET`,`/api/leaderboard?${zt(e,t)}`),share:()=>S(`GET`,`/api/share`),invite:e=>S(`GET`,`/api/tables/${encodeURIComponent(e)}/invite`),inviteQr:e=>`/api/tables/${encodeURIComponent(e)}/invite.svg`,tables:()=>S(`GET`,`/api/tables`),table:e=>S(`GET`,`/api/tables/${encodeURIComponent(e)}`),create:e=>S(`POST`,`/api/tables`,e),join:(e,t)=>S(`POST`,`/api/tables/${encodeURIComponent(e)}/join`,t),start:(e,t)=>S(`POST`,`/api/tables/${encodeURIComponent(e)}/start`,{token:t}),leave:(e,t)=>S(`POST`,`/api/tables/${encodeURIComponent(e)}/leave`,{token:t}),createProfile:e=>S(`POST`,`/api/profiles`,{nickname:e}),statistics:(e,t)=>S(`GET`,`/api/profiles/${encodeURIComponent(e)}`,void 0,{"X-Profile-Secret":t}),rename:(e,t,n)=>S(`POST`,`/api/profiles/${encodeURIComponent(e)}/rename`,{secret:t,nickname:n}),reset:(e,t)=>S(`POST`,`/api/profiles/${encodeURIComponent(e)}/reset`,{secret:t}),record:e=>S(`GET`,`/api/tables/${encodeURIComponent(e)}/record`),createEvening:e=>S(`POST`,`/api/evenings`,e),joinEvening:(e,t)=>S(`POST`,`/api/evenings/${encodeURIComponent(e)}/join`,t),startEvening:(e,t)=>S(`POST`,`/api/evenings/${encodeURIComponent(e)}/start`,{token:t}),evening:(e,t)=>S(`GET`,`/api/evenings/${encodeURIComponent(e)}${t?`?token=${encodeURIComponent(t)}`:``}`),eveningRecord:e=>S(`GET`,`/api/evenings/${encodeURIComponent(e)}/record`),eveningBoard:(e,t)=>S(`GET`,`/api/evenings/${encodeURIComponent(e)}/boards/${t}`),eveningQr:(e,t)=>`/api/evenings/${encodeURIComponent(e)}/invite.svg?token=${encodeURIComponent(t)}`},Bt=`circolo.v1`,Vt={nickname:``,lang:`it`,deck:`napoletane`,sounds:!0,variant:`classico`,options:{},aiDelayMs:900,aiPlayer:`heuristic`},Ht=class e{constructor(t,n={}){this.storage=t,this.changes=new EventTarget,this.saved=e.read(t),this.saved.settings={...Vt,...n,...this.saved.settings??{}}}static read(e){try{let t=e.getItem(Bt),n=t?JSON.parse(t):{};return n&&typeof n==`object`?n:{}}catch{return{}}}write(){try{this.storage.setItem(Bt,JSON.stringify(this.saved))}catch{}}get settings(){return this.saved.settings}update(e){return this.saved.settings={...this.settings,...e},this.write(),this.changes.dispatchEvent(new Event(`change`)),this.settings}get lobby(){return this.saved.lobby??{}}rememberLobby(e){this.saved.lobby={...this.lobby,...e},this.write()}get profile(){return this.saved.profile??null}setProfile(e){this.saved.profile=e,this.write()}get seats(){return this.saved.seats??[]}addSeat(e){this.saved.seats=[e,...this.seats.filter(t=>t.table!==e.table)].slice(0,30),this.write()}removeSeat(e){this.saved.seats=this.seats.filter(t=>t.table!==e),this.write()}leaveSeat(e,t){t?(this.saved.seats=this.seats.map(t=>t.table===e?{...t,left:!0}:t),this.write()):this.removeSeat(e)}takeBack(e){this.seatAt(e)?.left&&(this.saved.seats=this.seats.map(t=>t.table===e?{...t,left:!1}:t),this.write())}seatAt(e){return this.seats.find(t=>t.table===e)}get evenings(){return this.saved.evenings??[]}addEvening(e){let t=this.evenings.filter(t=>t.id!==e.id||t.director===!0!=(e.director===!0));this.saved.evenings=[e,...t].slice(0,30),this.write()}eveningPlayer(e){return this.evenings.find(t=>t.id===e&&t.director!==!0)}eveningDirector(e){return this.evenings.find(t=>t.id===e&&t.director===!0)}},Ut=t(Symbol(`circolo-display`)),Wt=`display-change`,Gt=class{constructor(e){this.store=e,this.listeners=new Set;let{lang:t,deck:n}=e.settings;this.current={lang:t,deck:n},At(t)}get value(){return this.current}change(e){let t={lang:e.lang??this.current.lang,deck:e.deck??this.current.deck};if(t.lang===this.current.lang&&t.deck===this.current.deck)return!1;this.store.update({lang:t.lang,deck:t.deck}),At(t.lang),this.current=t;for(let e of this.listeners)e(t);return!0}subscribe(e){return this.listeners.add(e),()=>this.listeners.delete(e)}};function Kt(e,t){e.dispatchEvent(new CustomEvent(Wt,{bubbles:!0,composed:!0,detail:t}))}var w=class{constructor(e){this.consumer=new n(e,{context:Ut,subscribe:!0})}get value(){return this.consumer.value??{lang:y(),deck:Vt.deck}}},qt=`game-shown`;function Jt(e,t,n,r){if(r.game===n)return!1;let i={table:t,game:r.game};return e.dispatchEvent(new CustomEvent(qt,{detail:i,bubbles:!0,composed:!0})),!0}var Yt={"ai:heuristic":`web.lobby.seat_ai`,"ai:pimc":`web.lobby.seat_ai_pimc`,"ai:random":`web.lobby.seat_ai_random`},Xt=Object.keys(Yt),Zt=e=>x(Yt[e]??`web.lobby.seat_ai`),Qt=class extends it{constructor(e){if(super(e),this.it=_,e.type!==nt.CHILD)throw Error(this.constructor.directiveName+`() can only be used in child bindings`)}render(e){if(e===_||e==null)return this._t=void 0,this.it=e;if(e===Le)return e;if(typeof e!=`string`)throw Error(this.constructor.directiveName+`() called with a non-string value`);if(e===this.it)return this._t;this.it=e;let t=[e];return t.raw=t,this._t={_$litType$:this.constructor.resultType,strings:t,values:[]}}};Qt.directiveName=`unsafeHTML`,Qt.resultType=1;var $t=class extends Qt{};$t.directiveName=`unsafeSVG`,$t.resultType=2;var en=rt($t),tn=[`d`,`c`,`s`,`b`],nn=[`3`,`2`,`A`,`R`,`C`,`F`,`7`,`6`,`5`,`4`];function rn(e){return e.slice(-1)}function an(e){return e.slice(0,-1)}function T(e,t=y()){return x(`card.name`,{rank:x(`card.rank.${an(e)}`,{},t),suit:x(`card.suit.${rn(e)}`,{},t)},t)}function E(e,t=y()){return`${x(`card.the.${an(e)}`,{},t)}${T(e,t)}`}function on(e){let t=e=>tn.indexOf(rn(e))*10+nn.indexOf(an(e));return[...e].sort((e,n)=>t(e)-t(n))}function D(e,t=y()){let n=e.split(`=`)[0];return n===`JK`?x(`card.french.joker`,{},t):x(`card.french.name`,{rank:x(`card.french.rank.${n[0]}`,{},t),suit:x(`card.french.suit.${n[1]}`,{},t)},t)}var sn=[`A`,`2`,`3`,`4`,`5`,`6`,`7`,`F`,`C`,`R`],cn=[`d`,`c`,`s`,`b`],ln=[`A`,`2`,`3`,`4`,`5`,`6`,`7`,`8`,`9`,`T`,`J`,`Q`,`K`],un=[`h`,`d`,`c`,`s`];function dn(e){return e.length===2&&sn.includes(e[0])&&cn.includes(e[1])}function fn(e){return e===`JK`||e.length===2&&ln.includes(e[0])&&un.includes(e[1])}function pn(e){if(e===`A`)return 1;let t=Number(e);return Number.isInteger(t)?t:0}function mn(e){return sn.indexOf(e)+1}function hn(e){if(e===`A`)return 1;if(e===`T`)return 10;let t=Number(e);return Number.isInteger(t)?t:0}var O={paper:`#f8efd9`,ink:`#2b2019`,gold:`#eab52a`,goldLight:`#f7d96e`,goldDark:`#b98514`,red:`#c8302b`,redDark:`#8f1d1b`,blue:`#2556a3`,green:`#3f8436`,greenDark:`#2a5c25`,steel:`#9bbbe0`,wood:`#dcb36c`,skin:`#f3cfa8`},k={paper:`#fcf7ea`,ink:`#1f1a17`,gold:`#dba634`,goldLight:`#f2d585`,goldDark:`#a8761a`,red:`#a8262d`,redDark:`#6e171c`,blue:`#2f5b8a`,green:`#5b8a3c`,greenDark:`#3a5f25`,steel:`#c9d3dd`,wood:`#c17b34`,skin:`#f1d3b5`},A={paper:`#fffdf8`,ink:`#1b1b1f`,red:`#cc1f2f`,redDark:`#8e1420`,blue:`#1f4f9e`,yellow:`#f1c232`,black:`#1b1b1f`,skin:`#f5d6b8`,white:`#ffffff`};function j(e){let t=Math.round(e*100)/100;return Object.is(t,-0)?`0`:String(t)}function gn(e){let t=``;for(let[n,r]of Object.entries(e))r!==void 0&&(t+=` ${n}="${typeof r==`number`?j(r):_n(r)}"`);return t}function _n(e){return e.replace(/&/g,`&amp;`).replace(/</g,`&lt;`).replace(/>/g,`&gt;`).replace(/"/g,`&quot;`)}function vn(e){let t=`translate(${j(e.x)} ${j(e.y)})`;return e.rot&&(t+=` rotate(${j(e.rot)})`),e.flip&&(t+=` scale(-1 1)`),e.s!==void 0&&e.s!==1&&(t+=` scale(${j(e.s)})`),t}function yn(e,t,n){return`<g${gn({class:n,transform:vn(e)})}>${t}</g>`}function M(e,t,n,r,i={}){return`<circle${gn({cx:e,cy:t,r:n,fill:r,...i})}/>`}function N(e,t,n,r,i,a={}){return`<ellipse${gn({cx:e,cy:t,rx:n,ry:r,fill:i,...a})}/>`}function P(e,t,n,r,i,a={}){return`<rect${gn({x:e,y:t,width:n,height:r,fill:i,...a})}/>`}function F(e,t,n={}){return`<path${gn({d:e,fill:t,...n})}/>`}function I(e,t,n,r,i,a,o={}){return`<line${gn({x1:e,y1:t,x2:n,y2:r,stroke:i,"stroke-width":a,...o})}/>`}function L(e,t={}){return`<g${gn(t)}>${e}</g>`}function bn(e,t,n,r={}){return`<text${gn({x:e,y:t,"text-anchor":`middle`,...r})}>${_n(n)}</text>`}function xn(e,t,n,r,i,a=-90){let o=[];for(let s=0;s<i*2;s++){let c=s%2==0?n:r,l=(a+s*180/i)*Math.PI/180;o.push(`${s===0?`M`:`L`}${j(e+c*Math.cos(l))} ${j(t+c*Math.sin(l))}`)}return o.join(` `)+` Z`}function Sn(e,t,n=0){let r=``;for(let i=0;i<e;i++)r+=`<g transform="rotate(${j(n+i*360/e)})">${t}</g>`;return r}function Cn(e){return`<g transform="rotate(180 100 160)">${e}</g>`}function wn(e,t){return P(1,1,198,318,e,{rx:12,stroke:t,"stroke-width":1.5})}function Tn(e,t,n){return`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320"${gn({class:`circolo-card circolo-card-${t}`,"data-deck":t,"data-code":n})}>`+e+`</svg>`}var En=`Georgia, 'Times New Roman', 'DejaVu Serif', serif`;function Dn(e,t){let n=parseInt(e.slice(1),16);return`#`+[n>>16&255,n>>8&255,n&255].map(e=>Math.round(t<=1?e*t:e+(255-e)*(t-1))).map(e=>Math.max(0,Math.min(255,e)).toString(16).padStart(2,`0`)).join(``)}var On={stroke:O.ink,"stroke-width":1},kn=`M0 -3 C2.8 -5 3.2 -9 0 -11.6 C-3.2 -9 -2.8 -5 0 -3 Z`;function An(){return M(0,0,20,O.gold,{stroke:O.ink,"stroke-width":1.3})+M(0,0,17.3,`none`,{stroke:O.goldDark,"stroke-width":1.6,"stroke-dasharray":`1.7 1.7`})+M(0,0,14.6,O.red,On)+M(0,0,12,O.goldLight,{stroke:O.ink,"stroke-width":.6})+Sn(4,F(kn,O.red,{stroke:O.ink,"stroke-width":.5}))+Sn(4,F(kn,O.green,{stroke:O.ink,"stroke-width":.5}),45)+M(0,0,3,O.blue,{stroke:O.ink,"stroke-width":.6})+F(`M-13 -7 A15 15 0 0 1 -4 -14.2`,`none`,{stroke:`#fff`,"stroke-width":1.4,opacity:.55,"stroke-linecap":`round`})}function jn(){return F(`M-12 22 C-11 17 -5 16 -3 14.5 L3 14.5 C5 16 11 17 12 22 Z`,O.gold,On)+N(0,22,12,2.4,O.goldDark,On)+P(-2.6,3.5,5.2,11.5,O.gold,On)+N(0,9,5.6,2.8,O.red,On)+F(`M-16 -19 C-16 -6 -9 3.5 0 4.5 C9 3.5 16 -6 16 -19 Z`,O.gold,On)+F(`M-15.4 -12.5 L15.4 -12.5 C15 -10 14.4 -8.3 13.6 -7 L-13.6 -7 C-14.4 -8.3 -15 -10 -15.4 -12.5 Z`,O.red,{stroke:O.ink,"stroke-width":.7})+M(-7.5,-9.8,1.3,O.blue)+M(0,-9.8,1.3,O.goldLight)+M(7.5,-9.8,1.3,O.blue)+F(`M-12 -4 C-10 0 -6 2.5 -3 3`,`none`,{stroke:`#fff`,"stroke-width":1.3,opacity:.5,"stroke-linecap":`round`})+N(0,-19,16,3.4,O.goldDark,On)+N(0,-19,13,2,O.redDark)}function Mn(e,t=.085){let n=-e/2,r=Math.min(24,e*.13),i=e/2-r-8,a=4.4,o=e*t,s=(i+n)/2,c=F(`M${j(-4.4)} ${j(i)} Q${j(-4.4+2*o)} ${j(s)} 0 ${j(n)} Q${j(a+2*o)} ${j(s)} ${j(a)} ${j(i)} Z`,O.steel,{stroke:O.ink,"stroke-width":1.1,"stroke-linejoin":`round`})+F(`M0 ${j(i-2)} Q${j(2*o)} ${j(s)} 0 ${j(n+12)}`,`none`,{stroke:`#e8f1fb`,"stroke-width":1.3}),l=F(`M-15 ${j(i+5)} Q-13 ${j(i-3)} 0 ${j(i-1.5)} Q13 ${j(i-3)} 15 ${j(i+5)}`,`none`,{stroke:O.ink,"stroke-width":6,"stroke-linecap":`round`})+F(`M-15 ${j(i+5)} Q-13 ${j(i-3)} 0 ${j(i-1.5)} Q13 ${j(i-3)} 15 ${j(i+5)}`,`none`,{stroke:O.gold,"stroke-width":3.8,"stroke-linecap":`round`})+M(0,i-.5,3.4,O.red,On),u=``;for(let e=i+4;e<i+r;e+=4)u+=I(-2.8,e,2.8,e+2.5,O.ink,.7);return c+(P(-3,i+1.5,6,r,O.redDark,On)+u+M(0,i+r+5,4.4,O.gold,On)+M(-1.2,i+r+3.8,1.2,`#fff`,{opacity:.6}))+l}function Nn(e){let t=-e/2,n=[],r=[];for(let i=0;i<=10;i++){let a=i/10,o=t+a*e,s=4.6+4.6*(1-a)+(i%2==0?.7:-.5);n.push(`${j(-s)} ${j(o)}`),r.unshift(`${j(s)} ${j(o)}`)}let i=F(`M${n.join(` L`)} Q0 ${j(e/2+6)} ${r[0]} L${r.join(` L`)} Z`,O.green,{stroke:O.ink,"stroke-width":1.1,"stroke-linejoin":`round`}),a=[.17,.33,.49,.65,.8].map((n,r)=>{let i=r%2==0?-1:1,a=t+n*e,o=i*(3.6+4.6*(1-n));return L(F(`M-3 1 L-2.4 -8 L2.4 -8 L3 1 Z`,O.green,{stroke:O.ink,"stroke-width":.8})+N(0,-8,2.4,1.2,O.wood,{stroke:O.ink,"stroke-width":.6}),{transform:`translate(${j(o)} ${j(a)}) rotate(${i*55})`})}).join(``),o=``;for(let[n,r]of[.1,.26,.42,.58,.72,.88].entries()){let i=t+r*e,a=(n%2?1:-1)*(1+2*(1-r));o+=`M${j(a-1.5)} ${j(i)} q1.5 -3 3 -1`}let s=F(o,`none`,{stroke:O.greenDark,"stroke-width":1,"stroke-linecap":`round`}),c=F(`M-3.6 ${j(t+8)} L-2 ${j(e/2-12)}`,`none`,{stroke:`#9fd27a`,"stroke-width":1.6,opacity:.7,"stroke-linecap":`round`}),l=N(0,t,9.4,3,O.wood,On)+N(0,t,5,1.5,`none`,{stroke:O.goldDark,"stroke-width":.7}),u=P(-6.2,e/2-20,12.4,4.5,O.red,{stroke:O.ink,"stroke-width":.8});return a+i+s+c+u+l}var Pn=e=>({stroke:e.ink,"stroke-width":1});function Fn(e){return{denaro:()=>In(e),coppa:()=>Ln(e),spada:t=>Rn(t,e),bastone:t=>zn(t,e)}}function In(e=k){let t=Pn(e);return F(xn(0,0,20.5,15,16),e.red,{stroke:e.ink,"stroke-width":.9,"stroke-linejoin":`round`})+M(0,0,15.2,e.gold,t)+M(0,0,12.2,`none`,{stroke:e.blue,"stroke-width":2.2})+M(0,0,10,e.goldLight,{stroke:e.ink,"stroke-width":.6})+F(xn(0,0,9.4,3.8,8,-90),e.red,{stroke:e.ink,"stroke-width":.5})+M(0,0,2.4,e.blue)}function Ln(e=k){let t=Pn(e);return F(`M-15 21 C-12 15 -5 15 -3 13.5 L3 13.5 C5 15 12 15 15 21 Z`,e.gold,t)+N(0,21,15,2.6,e.red,t)+P(-3.2,4,6.4,10,e.blue,t)+N(0,9,6.4,2.4,e.gold,t)+F(`M-23 -13 C-22 -1 -11 5.5 0 5.5 C11 5.5 22 -1 23 -13 Z`,e.gold,t)+F(`M-22 -7 L22 -7 C21.3 -5 20.4 -3.6 19.4 -2.4 L-19.4 -2.4 C-20.4 -3.6 -21.3 -5 -22 -7 Z`,e.blue,{stroke:e.ink,"stroke-width":.6})+F(`M-17 -2.4 L-14 -6.6 L-11 -2.4 M-5 -2.4 L-2 -6.6 L1 -2.4 M7 -2.4 L10 -6.6 L13 -2.4`,`none`,{stroke:e.goldLight,"stroke-width":.9})+N(0,-13,23,4.2,e.red,t)+N(0,-13,19,2.6,e.redDark)}function Rn(e,t=k){let n=Pn(t),r=-e/2,i=Math.min(22,e*.12),a=e/2-i-7,o=F(`M-4.2 ${j(a)} L-3.4 ${j(r+14)} L0 ${j(r)} L3.4 ${j(r+14)} L4.2 ${j(a)} Z`,t.steel,{stroke:t.ink,"stroke-width":1,"stroke-linejoin":`round`})+I(0,a-2,0,r+6,`#7d8a98`,.9),s=``;for(let e=a+5;e<a+i-1;e+=5)s+=I(-2.8,e,2.8,e,t.goldLight,1.2);return o+(P(-2.8,a+2,5.6,i,t.blue,n)+s+F(`M0 ${j(a+i+1)} l4.5 5 l-4.5 5 l-4.5 -5 Z`,t.gold,n)+P(-17,a-2.6,34,5.2,t.red,{...n,rx:2.6})+M(-17.5,a,3.2,t.gold,n)+M(17.5,a,3.2,t.gold,n))}function zn(e,t=k){let n=Pn(t),r=-e/2,i={...n,"stroke-linejoin":`round`},a=``;for(let[n,o]of[.16,.34,.52,.7].entries()){let s=n%2?1:-1,c=r+o*e,l=s*(6.2-o*2.4);a+=L(F(`M-2.4 1.5 L-2.6 -5 L2.6 -5 L2.4 1.5 Z`,t.wood,i)+N(0,-5,2.6,1.2,t.goldLight,{stroke:t.ink,"stroke-width":.6}),{transform:`translate(${j(l)} ${j(c)}) rotate(${s*50})`})}let o=F(`M-7 ${j(r+3)} L-4.4 ${j(-r-3)} Q0 ${j(-r+2)} 4.4 ${j(-r-3)} L7 ${j(r+3)} Q0 ${j(r-2)} -7 ${j(r+3)} Z`,t.wood,i),s=``;for(let e=r+14,t=0;e<-r-10;e+=13,t++){let n=t%2?1.5:-2.5;s+=`M${j(n-1.6)} ${j(e)} q1.6 -3.4 3.2 -0.6`}return a+o+F(s,`none`,{stroke:t.redDark,"stroke-width":1,"stroke-linecap":`round`,opacity:.8})+I(-3,r+8,-2.4,-r-8,`#e6b27a`,1.3,{"stroke-linecap":`round`,opacity:.8})+N(0,r+2.5,6.6,2.6,t.goldLight,n)+N(0,r+2.5,3.4,1.2,`none`,{stroke:t.goldDark,"stroke-width":.7})}var Bn={napoletane:{denaro:An,coppa:jn,spada:e=>Mn(e),bastone:Nn},piacentine:Fn(k)};function Vn(e){return typeof e==`string`?Bn[e]:e}function Hn(e,t,n=120,r){let i=Vn(e);switch(t){case`d`:return i.denaro();case`c`:return i.coppa();case`s`:return i.spada(n,r);case`b`:return i.bastone(n)}}function R(e,t,n,r=`pip`){return yn(n,Hn(e,t,n.len,n.bow),r)}function Un(e,t,n,r){let i=t=>j(e+t*n),a=e=>j(t+e*n),o={stroke:r.ink,"stroke-width":j(Math.max(.8,n*.06))},s=``;if(r.hairStyle===`long`)for(let t of[-1,1]){let i=r=>j(e+t*r*n);s+=F(`M${i(1.05)} ${a(-.3)} C${i(1.4)} ${a(.9)} ${i(1.35)} ${a(1.7)} ${i(1.1)} ${a(2.1)} L${i(.55)} ${a(2)} C${i(.8)} ${a(1.4)} ${i(.82)} ${a(.8)} ${i(.8)} ${a(.2)} Z`,r.hair,o)}else if(r.hairStyle===`curly`)for(let i of[-1,1])s+=M(e+i*.98*n,t+.25*n,.38*n,r.hair,o),s+=M(e+i*.92*n,t+.75*n,.34*n,r.hair,o);s+=N(e-n,t+.1*n,.2*n,.3*n,r.skin,o),s+=N(e+n,t+.1*n,.2*n,.3*n,r.skin,o),s+=N(e,t,n,1.1*n,r.skin,o),s+=F(`M${i(-1.04)} ${a(.15)} C${i(-1.12)} ${a(-1.55)} ${i(1.12)} ${a(-1.55)} ${i(1.04)} ${a(.15)} C${i(.86)} ${a(-.4)} ${i(.35)} ${a(-.62)} ${i(.05)} ${a(-.5)} C${i(-.3)} ${a(-.66)} ${i(-.86)} ${a(-.42)} ${i(-1.04)} ${a(.15)} Z`,r.hair,o);let c={stroke:r.ink,"stroke-width":j(Math.max(.6,n*.055)),"stroke-linecap":`round`};return s+=F(`M${i(-.55)} ${a(-.18)} Q${i(-.36)} ${a(-.3)} ${i(-.17)} ${a(-.18)}`,`none`,c),s+=F(`M${i(.17)} ${a(-.18)} Q${i(.36)} ${a(-.3)} ${i(.55)} ${a(-.18)}`,`none`,c),s+=N(e-.36*n,t+.03*n,.085*n,.12*n,r.ink),s+=N(e+.36*n,t+.03*n,.085*n,.12*n,r.ink),s+=F(`M${i(.04)} ${a(.05)} Q${i(-.12)} ${a(.38)} ${i(.08)} ${a(.44)}`,`none`,c),s+=M(e-.56*n,t+.42*n,.17*n,`#e57f7f`,{opacity:.4}),s+=M(e+.56*n,t+.42*n,.17*n,`#e57f7f`,{opacity:.4}),r.beard?(s+=F(`M${i(-1)} ${a(.1)} C${i(-1.02)} ${a(1.25)} ${i(-.5)} ${a(1.8)} ${i(0)} ${a(1.9)} C${i(.5)} ${a(1.8)} ${i(1.02)} ${a(1.25)} ${i(1)} ${a(.1)} C${i(.78)} ${a(.55)} ${i(.45)} ${a(.62)} ${i(0)} ${a(.6)} C${i(-.45)} ${a(.62)} ${i(-.78)} ${a(.55)} ${i(-1)} ${a(.1)} Z`,r.beard,o),s+=F(`M${i(-.5)} ${a(.7)} Q${i(-.22)} ${a(.44)} ${i(0)} ${a(.58)} Q${i(.22)} ${a(.44)} ${i(.5)} ${a(.7)} Q${i(.22)} ${a(.62)} ${i(0)} ${a(.7)} Q${i(-.22)} ${a(.62)} ${i(-.5)} ${a(.7)} Z`,r.beard,o),s+=F(`M${i(-.12)} ${a(.84)} L${i(.12)} ${a(.84)}`,`none`,{stroke:`#b0383a`,"stroke-width":j(n*.08),"stroke-linecap":`round`})):s+=F(`M${i(-.2)} ${a(.68)} Q${i(0)} ${a(.8)} ${i(.2)} ${a(.68)}`,`none`,{stroke:`#b0383a`,"stroke-width":j(Math.max(.8,n*.08)),"stroke-linecap":`round`}),s}function Wn(e,t,n,r,i){let a=e-n/2,o=r*.32,s=t-r,c=t-o-r*.22,l=`M${j(a)} ${j(t)} L${j(a)} ${j(t-o)} L${j(a-n*.04)} ${j(s+r*.12)}`,u=[.25,.5,.75],d=0;for(let e of u)l+=` L${j(a+n*(d+(e-d)/2))} ${j(c)} L${j(a+n*e)} ${j(e===.5?s:s+r*.08)}`,d=e;l+=` L${j(a+n*.875)} ${j(c)} L${j(a+n*1.04)} ${j(s+r*.12)} L${j(a+n)} ${j(t-o)} L${j(a+n)} ${j(t)} Z`;let f={stroke:i.ink,"stroke-width":j(Math.max(.8,r*.05)),"stroke-linejoin":`round`},p=F(l,i.gold,f);p+=P(a,t-o,n,o,i.gold,f);for(let[e,t]of[0,.25,.5,.75,1].entries()){let o=a+n*(t===0?-.04:t===1?1.04:t),c=t===.5?s:t===0||t===1?s+r*.12:s+r*.08;p+=M(o,c,r*.09,e%2==0?`#fffaf0`:i.jewelA,f)}for(let[e,s]of[.17,.5,.83].entries())p+=N(a+n*s,t-o/2,r*.08,o*.3,e===1?i.jewelA:i.jewelB,f);return p}function z(e,t,n,r){let i={d:e.map(([e,t],n)=>`${n===0?`M`:`L`}${j(e)} ${j(t)}`).join(` `),fill:`none`,"stroke-linecap":`round`,"stroke-linejoin":`round`};return`<path${gn({...i,stroke:r,"stroke-width":t+2.4})}/><path${gn({...i,stroke:n,"stroke-width":t})}/>`}function B(e,t,n,r,i){return M(e,t,n,r,{stroke:i,"stroke-width":1})}function Gn(e,t,n,r,i,a){let o=``,s=0;for(let a=t+i/2;a<t+r;a+=i,s++)for(let t=e+(s%2?i:i/2);t<e+n;t+=i)o+=`M${j(t)} ${j(a-2)}l1.2 3.6l-1.2 -0.8l-1.2 0.8Z`;return F(o,a)}function Kn(e,t,n,r,i,a,o=1){let s={stroke:a,"stroke-width":1};return F(`M${j(e+o*n*.2)} ${j(t-2)} C${j(e+o*n*.45)} ${j(t-n*.55)} ${j(e+o*n*.9)} ${j(t-n*.6)} ${j(e+o*n*1.05)} ${j(t-n*.35)} C${j(e+o*n*.8)} ${j(t-n*.42)} ${j(e+o*n*.5)} ${j(t-n*.3)} ${j(e+o*n*.3)} ${j(t)} Z`,i,s)+F(`M${j(e-n*.42)} ${j(t+4)} Q${j(e-n*.3)} ${j(t-n*.42)} ${j(e+n*.1)} ${j(t-n*.36)} Q${j(e+n*.45)} ${j(t-n*.28)} ${j(e+n*.44)} ${j(t+4)} Z`,r,s)+N(e,t+4,n*.55,n*.12,r,s)}function V(e,t,n,r,i,a,o,s,c=1){let l=`<path${gn({d:qn(e,t,n,r,i),fill:`none`,stroke:s,"stroke-width":1.2*c})}/>`;for(let u=0;u<a;u++){let d=r+(i-r)*(u+.5)/a,f=d*Math.PI/180,p=e+n*Math.sin(f),m=t-n*Math.cos(f),h=i>r?1:-1;for(let e of[-1,1])l+=`<g transform="translate(${j(p)} ${j(m)}) rotate(${j(d+h*90+e*38*h)})">${N(0,-5.2*c,2.3*c,5.2*c,o,{stroke:s,"stroke-width":.7*c})}</g>`}return l}function qn(e,t,n,r,i){let a=r=>{let i=r*Math.PI/180;return`${j(e+n*Math.sin(i))} ${j(t-n*Math.cos(i))}`},o=+(Math.abs(i-r)>180),s=+(i>r);return`M${a(r)} A${j(n)} ${j(n)} 0 ${o} ${s} ${a(i)}`}function H(e,t,n,r,i,a){let o=e-n/2,s=e+n/2;return F(`M${j(o+4)} ${j(t-9/2+5)} l-16 2 l6 ${j(9/2)} l-6 ${j(5.5)} l16 -1 Z`,i,{stroke:a,"stroke-width":1})+F(`M${j(s-4)} ${j(t-9/2+5)} l16 2 l-6 ${j(9/2)} l6 ${j(5.5)} l-16 -1 Z`,i,{stroke:a,"stroke-width":1})+F(`M${j(o)} ${j(t-9/2)} Q${j(e-n/4)} ${j(t-9/2-6)} ${j(e)} ${j(t-9/2)} Q${j(e+n/4)} ${j(t-9/2+6)} ${j(s)} ${j(t-9/2)} L${j(s)} ${j(t+9/2)} Q${j(e+n/4)} ${j(t+9/2+6)} ${j(e)} ${j(t+9/2)} Q${j(e-n/4)} ${j(t+9/2-6)} ${j(o)} ${j(t+9/2)} Z`,r,{stroke:a,"stroke-width":1.1})}function Jn(e,t,n,r,i,a){let o=``,s=Math.floor(n/i),c=Math.floor(r/i),l=e+(n-(s-1)*i)/2,u=t+(r-(c-1)*i)/2;for(let e=0;e<c;e++)for(let t=0;t<s;t++){let n=l+t*i,r=u+e*i;o+=`M${j(n)} ${j(r-a)}L${j(n+a)} ${j(r)}L${j(n)} ${j(r+a)}L${j(n-a)} ${j(r)}Z`}return o}function Yn(e,t,n,r,i){let a=``;for(let o=-r;o<=n;o+=i){let i=Math.max(0,-o),s=Math.min(r,n-o);s>i&&(a+=`M${j(e+o+i)} ${j(t+i)}L${j(e+o+s)} ${j(t+s)}`),s>i&&(a+=`M${j(e+n-o-i)} ${j(t+i)}L${j(e+n-o-s)} ${j(t+s)}`)}return a}function Xn(e,t,n,r,i){let a=``;for(let o=-r;o<=n;o+=i){let i=Math.max(0,-o),s=Math.min(r,n-o);s>i&&(a+=`M${j(e+o+i)} ${j(t+i)}L${j(e+o+s)} ${j(t+s)}`)}return a}var Zn=`M0 -4.5 C14 -9 34 -8 46 0 C34 8 14 9 0 4.5 Z`;function Qn(e,t,n){let r={stroke:n,"stroke-width":1},i=``;for(let[n,a]of[[-48,1.05],[-30,1.12],[-12,1.08],[6,1],[24,.9],[42,.78]])i+=L(F(Zn,e,r)+F(`M4 0 L40 0`,`none`,{stroke:t,"stroke-width":.8}),{transform:`rotate(${n}) scale(${a})`});return i+N(12,-6,15,10,t,{...r,transform:`rotate(-22 12 -6)`})}function $n(e,t,n){let r={stroke:n,"stroke-width":1,"stroke-linejoin":`round`};return F(`M-5 10 C-7 0 -8 -8 -3 -13 C2 -17 8 -14 8 -7 C8 0 6 6 5 10 Z`,e,r)+F(`M-4 -11 C-10 -12 -14 -9 -14 -5 C-12 -7 -9 -7 -7 -6 C-9 -4 -8 -2 -5 -3 Z`,t,r)+M(-1,-9.5,1.5,`#fff`)+M(-1.2,-9.5,.8,n)}function er(e,t,n,r){let i={stroke:r.ink,"stroke-width":1,"stroke-linejoin":`round`},a=``;for(let e of[70,82,94,106])a+=L(F(Zn,r.body,i),{transform:`translate(0 18) rotate(${e}) scale(0.62)`});for(let e of[-1,1])a+=F(`M${e*6} 18 L${e*12} 32`,`none`,{stroke:r.gold,"stroke-width":3.4,"stroke-linecap":`round`}),a+=F(`M${e*12} 32 l${e*5} 3 M${e*12} 32 l${e*1} 5 M${e*12} 32 l${e*-3} 4`,`none`,{stroke:r.ink,"stroke-width":1.4,"stroke-linecap":`round`});a+=L(Qn(r.body,r.dark,r.ink),{transform:`translate(8 -6)`}),a+=L(Qn(r.body,r.dark,r.ink),{transform:`translate(-8 -6) scale(-1 1)`}),a+=N(0,4,12,19,r.body,i),a+=F(`M-7 -6 Q0 -2 7 -6 M-8 2 Q0 6 8 2 M-7 10 Q0 14 7 10`,`none`,{stroke:r.dark,"stroke-width":1});let o=(e,t)=>r.crown?Wn(e,t,14,10,{gold:r.gold,ink:r.ink,jewelA:r.crown.jewel,jewelB:r.crown.jewel}):``;return r.heads===2?(a+=L($n(r.body,r.gold,r.ink),{transform:`translate(-9 -16) rotate(-14)`})+o(-12,-31),a+=L($n(r.body,r.gold,r.ink),{transform:`translate(9 -16) rotate(14) scale(-1 1)`})+o(12,-31)):a+=L($n(r.body,r.gold,r.ink),{transform:`translate(0 -14)`})+o(2,-29),L(a,{class:`eagle heads-${r.heads}`,transform:`translate(${j(e)} ${j(t)}) scale(${j(n)})`})}function tr(e,t,n,r){let i={stroke:r.ink,"stroke-width":1},a=``;for(let e of[-1,1])for(let[t,n]of[-30,-5,20].entries())a+=L(F(`M0 -3.5 C8 -6 20 -5 26 0 C20 5 8 6 0 3.5 Z`,t===1?r.goldLight:`#fffaf0`,i),{transform:`scale(${e} 1) translate(8 ${-2+t*2}) rotate(${n})`});let o=M(0,0,11,r.skin,i)+F(`M-11 -2 C-12 -12 -4 -15 0 -13 C4 -15 12 -12 11 -2 C9 -7 5 -9 0 -8 C-5 -9 -9 -7 -11 -2 Z`,r.goldDark,i)+M(-4,0,1.2,r.ink)+M(4,0,1.2,r.ink)+F(`M-2 5 Q0 6.5 2 5`,`none`,{stroke:r.redDark,"stroke-width":1})+M(-6,3.5,2,`#e57f7f`,{opacity:.4})+M(6,3.5,2,`#e57f7f`,{opacity:.4});return L(a+o,{class:`cherub`,transform:`translate(${j(e)} ${j(t)}) scale(${j(n)})`})}function nr(e,t,n,r,i){let a={stroke:r.ink,"stroke-width":1.1,"stroke-linejoin":`round`};return L(F(`M-14 -10 C-16 4 -10 16 0 17 C10 16 16 4 14 -10 C10 -16 -10 -16 -14 -10 Z`,i,a)+F(`M-14 -10 C-12 -18 12 -18 14 -10 C8 -12 -8 -12 -14 -10 Z`,r.redDark,a)+N(-6,-3,3,2.2,`#fff`,a)+N(6,-3,3,2.2,`#fff`,a)+M(-6,-3,1.2,r.ink)+M(6,-3,1.2,r.ink)+F(`M-10 -8 L-3 -6 M10 -8 L3 -6`,`none`,{stroke:r.ink,"stroke-width":1.6,"stroke-linecap":`round`})+F(`M0 -3 C-3 3 -2 6 0 6 C2 6 3 3 0 -3 Z`,rr(i),a)+F(`M0 8 C-6 6 -14 9 -22 5 C-16 12 -6 13 0 10 C6 13 16 12 22 5 C14 9 6 6 0 8 Z`,r.ink)+F(`M-4 13 Q0 15 4 13`,`none`,{stroke:r.redDark,"stroke-width":1.2}),{class:`mask`,transform:`translate(${j(e)} ${j(t)}) scale(${j(n)})`})}function rr(e){return e===`#f3cfa8`?`#e0a983`:e}function ir(e,t,n,r,i,a=`#fffaf0`){let o=9+r.length*9,s=e-n/2,c=e+n/2,l=t-o/2,u={stroke:i.ink,"stroke-width":1},d=F(`M${j(s+6)} ${j(l+4)} l-10 2 l5 ${j(o/2)} l-5 ${j(o/2-2)} l10 -1 Z`,ar(a),u)+F(`M${j(c-6)} ${j(l+4)} l10 2 l-5 ${j(o/2)} l5 ${j(o/2-2)} l-10 -1 Z`,ar(a),u)+F(`M${j(s)} ${j(l)} Q${j(e)} ${j(l-5)} ${j(c)} ${j(l)} L${j(c)} ${j(l+o)} Q${j(e)} ${j(l+o-5)} ${j(s)} ${j(l+o)} Z`,a,u);return r.forEach((t,n)=>{d+=bn(e,l+10.5+n*9,t,{"font-family":En,"font-size":7.4,"font-style":`italic`,fill:i.ink})}),L(d,{class:`motto`})}function ar(e){return e===`#fffaf0`?`#e9dcc0`:e}function or(e,t,n,r,i,a){let o={stroke:a,"stroke-width":1.2};return L(F(`M-14 -16 L14 -16 L14 2 C14 12 6 17 0 20 C-6 17 -14 12 -14 2 Z`,r,o)+P(-3,-16,6,33,i)+P(-14,-6,28,6,i)+F(`M-14 -16 L14 -16 L14 2 C14 12 6 17 0 20 C-6 17 -14 12 -14 2 Z`,`none`,o),{transform:`translate(${j(e)} ${j(t)}) scale(${j(n)})`})}var sr=`#1d3d60`;function cr(e,t){return F(`M0 0 C8 -12 26 -14 36 -6 C26 2 10 6 0 0 Z`,e.green,t)+F(`M2 -1 C12 -5 24 -7 33 -6`,`none`,{stroke:e.greenDark,"stroke-width":1})}function lr(e,t,n,r,i,a=9,o=1.3){return V(e,t,n,200,340,a,r,i,o)+V(e,t,n,160,20,a,r,i,o)}var ur=e=>F(`M-15 -20 C-15 -33 15 -33 15 -20 Z`,e.gold,{stroke:e.ink,"stroke-width":.5})+F(`M-10 -26 Q0 -23 10 -26`,`none`,{stroke:e.red,"stroke-width":1.2})+M(0,-33,2.6,e.red,{stroke:e.ink,"stroke-width":.4})+F(`M0 -41 L0 -35.5 M-2.4 -38.5 L2.4 -38.5`,`none`,{stroke:e.goldDark,"stroke-width":1.2,"stroke-linecap":`round`});function dr(e,t,n,r){return F(`M${j(n[0])} ${j(n[1])} Q${j((e+n[0])/2+6)} ${j((t+n[1])/2)} ${j(e)} ${j(t+6)}`,`none`,{stroke:r.greenDark,"stroke-width":2.4})+L(F(`M0 -4 C6 -12 14 -10 14 -4 C10 -4 6 -2 0 2 Z`,r.green,{stroke:r.ink,"stroke-width":.8}),{transform:`translate(${j((e+n[0])/2+3)} ${j((t+n[1])/2)})`})+F(`M${j(e-9)} ${j(t-8)} L${j(e-4)} ${j(t-3)} L${j(e)} ${j(t-12)} L${j(e+4)} ${j(t-3)} L${j(e+9)} ${j(t-8)} C${j(e+9)} ${j(t+4)} ${j(e+4)} ${j(t+8)} ${j(e)} ${j(t+8)} C${j(e-4)} ${j(t+8)} ${j(e-9)} ${j(t+4)} ${j(e-9)} ${j(t-8)} Z`,r.red,{stroke:r.ink,"stroke-width":1})}function fr(e){let t=O,n={stroke:t.ink,"stroke-width":1.2};switch(e){case`d`:return er(100,146,1.62,{heads:2,body:`#3a2c22`,dark:`#5c4634`,gold:t.gold,ink:t.ink})+R(`napoletane`,`d`,{x:100,y:166,s:1.9})+H(100,240,76,t.red,t.redDark,t.ink);case`c`:return V(100,214,62,215,300,6,t.green,t.ink,1.3)+V(100,214,62,145,60,6,t.green,t.ink,1.3)+yn({x:100,y:178,s:2.9},ur(t)+Hn(`napoletane`,`c`),`pip`)+N(100,262,44,4,t.ink,{opacity:.12});case`s`:return V(100,226,62,205,330,8,t.green,t.ink,1.4)+V(100,226,62,155,30,8,t.green,t.ink,1.4)+yn({x:100,y:164,s:1.6},Mn(170,.02),`pip`)+Wn(100,132,66,42,{gold:t.gold,ink:t.ink,jewelA:t.red,jewelB:t.blue});case`b`:return L(cr(t,n),{transform:`translate(112 62) rotate(30)`})+L(cr(t,n),{transform:`translate(88 62) rotate(-30) scale(-1 1)`})+L(cr(t,n),{transform:`translate(86 96) rotate(-70) scale(-0.8 0.8)`})+L(cr(t,n),{transform:`translate(114 120) rotate(70) scale(0.8)`})+R(`napoletane`,`b`,{x:100,y:170,s:1.6,len:158})+H(100,214,96,t.red,t.redDark,t.ink)}}function pr(e){let t=k;switch(e){case`d`:return er(100,128,1.3,{heads:1,body:`#2b2522`,dark:`#4a403a`,gold:t.gold,ink:t.ink,crown:{jewel:t.red}})+R(`piacentine`,`d`,{x:100,y:200,s:2.3})+`<g transform="translate(100 200)">`+Sn(16,M(0,-56,2.4,t.red,{stroke:t.ink,"stroke-width":.6}))+`</g>`;case`c`:return dr(100,62,[100,128],t)+dr(66,86,[86,130],t)+dr(134,86,[114,130],t)+R(`piacentine`,`c`,{x:100,y:196,s:2.85})+N(100,258,50,4,t.ink,{opacity:.12});case`s`:return V(100,150,64,215,325,7,t.green,t.ink,1.2)+V(100,150,64,145,35,7,t.green,t.ink,1.2)+R(`piacentine`,`s`,{x:100,y:162,s:1.5,len:180})+H(100,130,110,t.red,t.redDark,t.ink);case`b`:return lr(100,160,72,t.green,t.ink,8,1.2)+R(`piacentine`,`b`,{x:100,y:160,s:1.9,len:138})+H(100,160,112,t.blue,sr,t.ink)}}var U=O,mr={P:U,dress:{d:{coat:U.blue,coat2:U.gold,hose:[U.red,U.gold],hat:U.red,hair:`#6b3e1f`,horse:`#f4efe4`,mane:`#c2a878`},c:{coat:U.red,coat2:U.blue,hose:[U.blue,U.gold],hat:U.green,hair:`#c8922f`,horse:`#9c5a2c`,mane:`#3a2416`},s:{coat:U.green,coat2:U.red,hose:[U.red,U.blue],hat:U.blue,hair:`#3b2514`,horse:`#c5c3bd`,mane:`#5e5a55`},b:{coat:U.red,coat2:U.green,hose:[U.gold,U.green],hat:U.blue,hair:`#8a3b1a`,horse:`#d9b27a`,mane:`#5a3a1c`}},kit:Vn(`napoletane`),ground:{d:U.gold,c:U.red,s:U.blue,b:U.green}},hr=e=>({stroke:e.ink,"stroke-width":1.2,"stroke-linejoin":`round`});function gr(e,t,n,r){let i=e.ground?.[t];return i?F(`M${n-r-10} 284 L${n+r+10} 284 L${n+r+4} 298 L${n-r-4} 298 Z`,i,hr(e.P))+F(`M${n-r-10} 284 L${n+r+10} 284`,`none`,{stroke:Dn(i,1.5),"stroke-width":2}):N(n,288,r,5,e.P.ink,{opacity:.14})}function _r(e,t,n,r,i=.95){return t===`d`?R(e.kit,t,{x:n,y:r-20*i,s:i},`suit`):t===`c`?R(e.kit,t,{x:n,y:r-24*i,s:i},`suit`):``}function vr(e,t,n){let r=hr(n);return e===`beret`?Kn(100,57,30,t.hat,n.goldLight,n.ink):e===`cap`?F(`M82 62 Q84 44 100 44 Q116 44 118 62 Z`,t.hat,r)+N(100,62,20,4.2,t.hat,r)+P(82,56,36,4,n.gold,r):F(`M86 62 L92 30 Q100 24 108 30 L114 62 Z`,t.hat,r)+N(100,62,23,4.6,t.hat,r)+P(88,52,24,5,n.gold,r)+F(`M108 34 C116 20 128 18 134 24 C126 24 118 28 112 38 Z`,n.goldLight,r)}function yr(e,t=mr){let n=t.P,r=hr(n),i=t.dress[e],a=e===`s`||e===`b`,o=gr(t,e,100,44);o+=P(85,196,13,82,i.hose[0],r)+P(102,196,13,82,i.hose[1],r),o+=P(84,234,15,5,i.coat2,r)+P(101,234,15,5,i.coat2,r),o+=N(89,280,11,5,`#4a2e1c`,r)+N(112,280,11,5,`#4a2e1c`,r),o+=F(`M80 104 Q100 98 120 104 L130 150 L142 208 Q100 218 58 208 L70 150 Z`,i.coat,r),o+=F(`M58 208 Q100 218 142 208 L140 199 Q100 209 60 199 Z`,i.coat2,r),o+=I(100,108,100,200,i.coat2,3.2);for(let e of[118,132,146])o+=M(100,e,2,n.goldLight,{stroke:n.ink,"stroke-width":.6});if(o+=F(`M67 156 L133 156 L134 165 L66 165 Z`,`#5a3a22`,r)+P(95,155,10,11,n.gold,r),o+=z([[80,112],[67,146],[74,178]],12,i.coat,n.ink)+P(68,170,12,5,i.coat2,r)+B(75,182,6,n.skin,n.ink),o+=P(94,88,12,16,n.skin,r),o+=F(`M82 104 Q100 116 118 104 L115 98 Q100 108 85 98 Z`,`#fffaf0`,r),o+=Un(100,74,16,{skin:n.skin,ink:n.ink,hair:i.hair,hairStyle:`short`}),o+=vr(t.fanteHat??`beret`,i,n),a){let r=e===`s`?R(t.kit,`s`,{x:150,y:98,len:150},`suit`):R(t.kit,`b`,{x:150,y:168,len:200},`suit`);o+=z([[120,112],[138,140],[146,160]],12,i.coat,n.ink)+r+B(149,162,6.5,n.skin,n.ink)}else o+=z([[120,112],[142,128],[148,106]],12,i.coat,n.ink)+_r(t,e,149,102)+B(149,102,6.5,n.skin,n.ink);return L(o,{class:`court full`})}function br(e,t){let n=hr(t),r=Dn(e.horse,.78),i=``;return i+=z([[72,214],[58,236],[68,254]],10,r,t.ink),i+=z([[140,220],[142,252],[138,280]],10,r,t.ink),i+=P(132,278,12,7,`#3a2a20`,n)+F(`M62 252 l10 -3 l3 8 l-10 3 Z`,`#3a2a20`,n),i+=F(`M166 190 C186 200 190 238 178 266 C174 244 170 216 160 202 Z`,e.mane,n),i+=F(`M64 200 C58 185 54 172 50 160 C44 168 36 176 30 176 C24 176 20 168 25 161 C32 148 40 138 47 131 L49 120 L55 129 L60 119 L63 132 C74 140 84 156 92 170 C108 175 135 173 150 176 C165 178 173 192 168 207 C166 214 160 220 154 222 C130 231 100 231 82 225 C70 221 64 212 64 200 Z`,e.horse,n),i+=z([[82,220],[80,252],[78,280]],11,e.horse,t.ink)+z([[150,214],[158,248],[150,280]],11,e.horse,t.ink),i+=P(71,278,14,7,`#3a2a20`,n)+P(143,278,14,7,`#3a2a20`,n),i+=F(`M53 124 C68 128 82 146 93 171 L85 172 C76 152 66 140 52 136 Z`,e.mane,n),i+=M(42,146,2.2,t.ink)+N(28,167,2,1.4,t.ink),i+=F(`M46 132 L36 160 M28 158 C32 162 36 168 38 176`,`none`,{stroke:t.red,"stroke-width":2.4}),i+=F(`M94 170 C112 175 132 174 148 172 L152 216 C130 224 106 222 92 214 Z`,e.coat,n),i+=F(`M92 214 C106 222 130 224 152 216`,`none`,{stroke:t.gold,"stroke-width":4,"stroke-dasharray":`2 2`}),i+=F(`M98 176 C114 180 130 179 144 177`,`none`,{stroke:t.gold,"stroke-width":2}),i}function xr(e,t,n){let r=hr(n);return e===`cap`?F(`M102 79 Q103 61 118 61 Q133 61 134 79 Z`,t.hat,r)+N(118,79,18,4,t.hat,r)+P(102,73,32,4,n.gold,r):e===`tall`?F(`M105 79 L110 50 Q118 44 126 50 L131 79 Z`,t.hat,r)+N(118,79,20,4.4,t.hat,r)+P(106,70,24,4.4,n.gold,r)+F(`M125 54 C132 40 144 38 150 44 C142 44 134 48 128 58 Z`,n.goldLight,r):F(`M100 78 Q118 50 136 78 Z`,t.hat,r)+N(118,78,21,4.5,t.hat,r)+F(`M124 62 C132 44 150 40 160 48 C148 48 138 54 128 66 Z`,n.goldLight,r)}function Sr(e){let t=hr(e);return F(`M84 58 C84 34 116 34 116 58`,`none`,{stroke:e.ink,"stroke-width":4.4})+F(`M84 58 C84 34 116 34 116 58`,`none`,{stroke:e.gold,"stroke-width":2.6})+F(`M100 58 L100 38`,`none`,{stroke:e.gold,"stroke-width":2.6})+M(100,36,4,e.gold,t)+F(`M100 24 L100 32 M96.5 27.5 L103.5 27.5`,`none`,{stroke:e.ink,"stroke-width":1.8})+Wn(100,66,34,20,{gold:e.gold,ink:e.ink,jewelA:e.red,jewelB:e.blue})}function Cr(e,t=mr){let n=t.P,r=hr(n),i=t.dress[e],a=gr(t,e,110,58)+br(i,n);if(a+=F(`M104 118 Q118 112 132 118 L136 170 Q118 177 100 170 Z`,i.coat2,r),a+=F(`M100 150 L136 150 L137 158 L99 158 Z`,`#5a3a22`,r),a+=z([[130,124],[128,148],[106,150]],10,i.coat2,n.ink)+B(103,150,5.5,n.skin,n.ink),a+=F(`M101 150 C80 156 52 164 36 172`,`none`,{stroke:`#4a2e1c`,"stroke-width":1.4}),a+=z([[120,170],[106,192],[110,222]],13,i.hose[0],n.ink)+N(106,226,10,5,`#4a2e1c`,r),a+=P(112,100,11,14,n.skin,r),a+=Un(118,90,14,{skin:n.skin,ink:n.ink,hair:i.hair,hairStyle:`short`}),a+=xr(t.fanteHat??`beret`,i,n),e===`s`||e===`b`){let r=e===`s`?R(t.kit,`s`,{x:80,y:84,rot:-18,len:128,flip:!0},`suit`):R(t.kit,`b`,{x:78,y:92,rot:-22,len:118},`suit`);a+=z([[108,124],[96,140],[90,126]],10,i.coat2,n.ink)+r+B(89,124,6,n.skin,n.ink)}else a+=z([[108,124],[92,136],[84,118]],10,i.coat2,n.ink)+_r(t,e,82,114,.85)+B(83,114,6,n.skin,n.ink);return L(a,{class:`court full`})}function wr(e,t=mr){let n=t.P,r=hr(n),i=t.dress[e],a=i.coat2===n.gold?n.red:i.coat2,o=gr(t,e,100,56);o+=F(`M74 106 Q100 96 126 106 C140 150 152 230 158 282 Q100 296 42 282 C48 230 60 150 74 106 Z`,a,r),o+=F(`M84 110 L116 110 C120 170 126 230 130 284 Q100 292 70 284 C74 230 80 170 84 110 Z`,i.coat,r),o+=F(`M96 112 L104 112 L109 288 L91 288 Z`,n.gold,r);for(let e=0;e<9;e++)o+=M(100,128+e*18,2.6,e%2?n.red:n.blue,{stroke:n.ink,"stroke-width":.6});o+=N(89,289,8,4,`#4a2e1c`,r)+N(111,289,8,4,`#4a2e1c`,r),o+=F(`M80 168 L120 168 L121 176 L79 176 Z`,n.gold,r);let s=t.king??{};s.cape===`gold`?o+=F(`M70 110 Q100 94 130 110 L136 136 Q100 148 64 136 Z`,n.gold,r)+F(`M64 136 Q100 148 136 136 L135 130 Q100 142 65 130 Z`,n.red,r):o+=F(`M70 110 Q100 94 130 110 L136 136 Q100 148 64 136 Z`,`#fffaf0`,r)+Gn(70,106,60,36,9,n.ink),s.hand===`orb`?o+=z([[76,116],[60,146],[72,170]],12,a,n.ink)+M(76,168,8,n.gold,r)+F(`M76 160 L76 152 M72 155 L80 155`,`none`,{stroke:n.ink,"stroke-width":1.8})+B(70,176,6.5,n.skin,n.ink):(o+=I(62,110,62,252,n.ink,5.6,{"stroke-linecap":`round`})+I(62,110,62,252,n.gold,3.4,{"stroke-linecap":`round`}),o+=M(62,104,6,n.gold,r)+F(`M62 92 L62 100 M58 95 L66 95`,`none`,{stroke:n.ink,"stroke-width":2}),o+=z([[76,116],[58,140],[62,166]],12,a,n.ink)+P(55,160,14,5,`#fffaf0`,r)+B(62,170,6.5,n.skin,n.ink));let c=s.beard??`#e9e4d8`;if(o+=P(94,92,12,12,n.skin,r),o+=Un(100,80,16,{skin:n.skin,ink:n.ink,hair:s.beard?c:`#d8d2c4`,hairStyle:`curly`,beard:c}),o+=s.crown===`arched`?Sr(n):Wn(100,66,34,24,{gold:n.gold,ink:n.ink,jewelA:n.red,jewelB:n.blue}),e===`s`||e===`b`){let r=e===`s`?R(t.kit,`s`,{x:150,y:104,len:160},`suit`):R(t.kit,`b`,{x:150,y:172,len:196},`suit`);o+=z([[124,116],[142,142],[147,164]],12,a,n.ink)+r+B(149,166,6.5,n.skin,n.ink)}else o+=z([[124,116],[144,136],[148,150]],12,a,n.ink)+P(141,144,14,5,`#fffaf0`,r)+_r(t,e,149,150,1)+B(149,152,6.5,n.skin,n.ink);return L(o,{class:`court full`})}var Tr={round:`napoletane`,swords:`crossed`,batons:`crossed`,mirrorSwords:!0},Er={round:`piacentine`,swords:`crossed-wide`,batons:`crossed-wide`},Dr={round:`north`,swords:`ovals`,batons:`trellis`},Or={round:`piacentine`,swords:`separate`,batons:`separate`},W=(e,t)=>e.map(([e,n])=>({x:e,y:n,s:t})),kr={napoletane:{d:{2:W([[100,92],[100,228]],1.65),3:W([[60,78],[100,160],[140,242]],1.45),4:W([[63,88],[137,88],[63,232],[137,232]],1.5),5:W([[60,76],[140,76],[100,160],[60,244],[140,244]],1.4),6:W([[63,70],[137,70],[63,160],[137,160],[63,250],[137,250]],1.38),7:W([[100,68],[158,114],[158,206],[100,252],[42,206],[42,114],[100,160]],1.22)},c:{2:W([[100,94],[100,228]],1.6),3:W([[100,86],[60,226],[140,226]],1.45),4:W([[62,92],[138,92],[62,230],[138,230]],1.45),5:W([[60,80],[140,80],[100,160],[60,242],[140,242]],1.3),6:W([[62,72],[138,72],[62,160],[138,160],[62,248],[138,248]],1.3),7:W([[52,76],[100,76],[148,76],[100,160],[52,244],[100,244],[148,244]],1.12)}},piacentine:{d:{2:W([[68,100],[132,220]],1.6),3:W([[100,76],[100,160],[100,244]],1.45),4:W([[64,90],[136,90],[64,230],[136,230]],1.5),5:W([[62,80],[138,80],[100,160],[62,240],[138,240]],1.35),6:W([[64,74],[136,74],[64,160],[136,160],[64,246],[136,246]],1.3),7:W([[70,76],[130,76],[50,160],[100,160],[150,160],[70,244],[130,244]],1.12)},c:{2:W([[100,96],[100,224]],1.55),3:W([[62,96],[138,96],[100,226]],1.35),4:W([[64,96],[136,96],[64,228],[136,228]],1.3),5:W([[62,82],[138,82],[100,160],[62,238],[138,238]],1.2),6:W([[64,76],[136,76],[64,160],[136,160],[64,244],[136,244]],1.2),7:W([[100,62],[64,132],[136,132],[64,196],[136,196],[64,258],[136,258]],1.05)}},north:{d:{2:W([[100,88],[100,232]],1.6),3:W([[100,70],[100,160],[100,250]],1.4),4:W([[64,92],[136,92],[64,228],[136,228]],1.45),5:W([[64,80],[136,80],[100,160],[64,240],[136,240]],1.35),6:W([[64,72],[136,72],[64,160],[136,160],[64,248],[136,248]],1.3),7:W([[64,66],[136,66],[64,134],[136,134],[64,202],[136,202],[100,262]],1.15)},c:{2:W([[100,90],[100,230]],1.5),3:W([[100,74],[100,160],[100,246]],1.3),4:W([[64,94],[136,94],[64,226],[136,226]],1.35),5:W([[64,80],[136,80],[100,160],[64,240],[136,240]],1.2),6:W([[64,74],[136,74],[64,160],[136,160],[64,246],[136,246]],1.15),7:W([[64,66],[136,66],[100,113],[64,160],[136,160],[64,254],[136,254]],1.05)}}};function Ar(e,t,n,r,i,a){let o=[];for(let t=0;t<e;t++){let s=e===1?0:-r+2*r*t/(e-1),c=s>0?180:0;o.push({x:100+s,y:160,rot:n+c,len:i,flip:!1}),o.push({x:100-s,y:160,rot:-n+c,len:i,flip:a})}return t&&o.push({x:100,y:160,rot:0,len:i+10}),o}function jr(e,t,n,r=0){switch(e){case 2:return Ar(1,!1,21*n,0,250+r,t);case 3:return Ar(1,!0,22*n,0,246+r,t);case 4:return Ar(2,!1,17*n,30,236+r,t);case 5:return Ar(2,!0,17*n,30,236+r,t);case 6:return Ar(3,!1,13*n,46,226+r,t);default:return Ar(3,!0,13*n,46,226+r,t)}}function Mr(e){let t=e=>e<99?-9:e>101?9:0,n=(e,n)=>e.map(([e,r])=>({x:e,y:r,len:n,rot:t(e)}));switch(e){case 2:return n([[72,160],[128,160]],226);case 3:return n([[56,160],[100,160],[144,160]],218);case 4:return n([[70,94],[130,94],[70,226],[130,226]],118);case 5:return n([[62,92],[138,92],[100,160],[62,228],[138,228]],112);case 6:return n([[52,94],[100,94],[148,94],[52,226],[100,226],[148,226]],114);default:return[...n([[68,78],[132,78],[68,242],[132,242]],100),...n([[48,160],[100,160],[152,160]],92)]}}function Nr(e,t,n){let[r,i]=[t[0]-e[0],t[1]-e[1]],a=Math.atan2(r,-i)*180/Math.PI,o=e[0]<100?1:-1,s=Math.cos(a*Math.PI/180)>=0?1:-1;return{x:(e[0]+t[0])/2,y:(e[1]+t[1])/2,rot:a,len:Math.hypot(r,i),bow:n*o*s}}function Pr(e){let t=[[[56,284],[88,36],62],[[60,36],[86,284],49],[[80,264],[94,56],25]],n=[];for(let[r,i,a]of t.slice(0,Math.floor(e/2)))n.push(Nr(r,i,a)),n.push(Nr([200-r[0],r[1]],[200-i[0],i[1]],a));return e%2&&n.push({x:100,y:160,len:e===7?180:214,bow:0}),n}function Fr(e,t,n){if(t===`d`||t===`c`){let r=kr[e.round][t][n];if(!r)throw Error(`no layout for ${n} ${t}`);return r}switch(t===`s`?e.swords:e.batons){case`separate`:return Mr(n);case`ovals`:return Pr(n);case`trellis`:return jr(n,!1,1.25,30);case`crossed`:return jr(n,t===`s`&&e.mirrorSwords===!0,1);case`crossed-wide`:return jr(n,!1,1.2)}}function Ir(e){let t={2:[[100,66],[100,254]],3:[[100,66],[100,160],[100,254]],4:[[62,66],[138,66],[62,254],[138,254]],5:[[62,66],[138,66],[100,160],[62,254],[138,254]],6:[[62,66],[138,66],[62,160],[138,160],[62,254],[138,254]],7:[[62,66],[138,66],[100,113],[62,160],[138,160],[62,254],[138,254]],8:[[62,66],[138,66],[100,113],[62,160],[138,160],[100,207],[62,254],[138,254]],9:[[62,66],[138,66],[62,129],[138,129],[100,160],[62,191],[138,191],[62,254],[138,254]],10:[[62,66],[138,66],[100,97],[62,129],[138,129],[62,191],[138,191],[100,223],[62,254],[138,254]]}[e];if(!t)throw Error(`no layout for ${e} pips`);return t.map(([e,t])=>({x:e,y:t,s:1,turn:t>160.5}))}function Lr(e,t){return`lay-${t===`s`?e.swords:t===`b`?e.batons:e.round}`}function Rr(e,t,n){let r=wn(e.paper,e.ink)+(e.frame?.(t,n)??``),i=pn(t);return r+=t===`A`?e.ace(n):i>0?L(Fr(e.plan,n,i).map(t=>R(e.kit,n,t)).join(``),{class:`pips ${Lr(e.plan,n)}`})+(e.extras?.(t,n)??``):e.court(t,n),r+(e.corners?.(t,n)??``)}function zr(e,t,n=20,r=30,i=19){let a=String(mn(e)),o=bn(n,r,a,{"font-family":En,"font-size":a.length>1?i*.8:i,"font-weight":`bold`,fill:t});return o+Cn(o)}function Br(e,t){return L(Sn(5,F(`M0 -2 C3 -4 3 -8 0 -9 C-3 -8 -3 -4 0 -2 Z`,O.gold,{stroke:O.ink,"stroke-width":.7}))+M(0,0,2.4,O.red,{stroke:O.ink,"stroke-width":.6}),{transform:`translate(${e} ${t})`})}function Vr(e,t){return t===`s`&&(e===`2`||e===`3`)?H(100,160,64,O.red,O.redDark,O.ink):t===`s`&&e===`4`?Br(100,128)+Br(100,160)+Br(100,192):t===`b`&&e===`3`?nr(100,160,1.2,O,O.skin):``}var Hr={paper:O.paper,ink:O.ink,kit:Vn(`napoletane`),plan:Tr,ace:fr,court:(e,t)=>e===`F`?yr(t):e===`C`?Cr(t):wr(t),extras:Vr,corners:e=>zr(e,O.ink,18,31,21)};function Ur(e,t){return Rr(Hr,e,t)}function Wr(){return wn(O.paper,O.ink)+P(11,11,178,298,O.redDark,{rx:7,stroke:O.gold,"stroke-width":2})+F(Jn(15,15,170,290,14,5),O.red)+F(Jn(15,15,170,290,14,1.6),O.gold)+P(17,17,166,286,`none`,{rx:5,stroke:O.gold,"stroke-width":1})+M(100,160,42,O.paper,{stroke:O.gold,"stroke-width":4})+M(100,160,36,`none`,{stroke:O.redDark,"stroke-width":1.4})+L(R(`napoletane`,`d`,{x:0,y:0,s:1.45},`suit`),{transform:`translate(100 160)`})}var Gr=`#fffaf0`;function Kr(e,t,n,r,i){let a=n-1.1*r,o={stroke:i.ink,"stroke-width":1.1,"stroke-linejoin":`round`};switch(e){case`beret`:return Kn(t,a+1,1.8*r,i.coat2,i.trim,i.ink,-1);case`crown`:return Wn(t,a+7,2.05*r,1.45*r,i.crown);case`queen`:return Wn(t,a+5,1.7*r,1.15*r,i.crown);case`plumed`:return F(`M${j(t+6)} ${j(a-6)} C${j(t+12)} ${j(a-30)} ${j(t+34)} ${j(a-34)} ${j(t+44)} ${j(a-22)} C${j(t+30)} ${j(a-24)} ${j(t+20)} ${j(a-16)} ${j(t+14)} ${j(a-2)} Z`,i.trim,o)+F(`M${j(t-r*1.1)} ${j(a+6)} Q${j(t-r)} ${j(a-r*1.1)} ${j(t)} ${j(a-r*1.15)} Q${j(t+r)} ${j(a-r*1.1)} ${j(t+r*1.1)} ${j(a+6)} Z`,i.coat2,o)+N(t,a+6,r*1.4,4,i.coat2,o)+P(t-r*1.05,a+1,r*2.1,4,i.trim,o);case`jester`:{let e=[[-1,-2.2,-2.1,-.6],[0,-2.6,0,-2.5],[1,-2.2,2.1,-.6]],s=``,c=[i.coat,i.coat2,i.coat];return e.forEach(([e,l,u,d],f)=>{s+=F(`M${j(t-r*.95)} ${j(a+6)} C${j(t+e*r*.6)} ${j(n+l*r)} ${j(t+u*r*.9)} ${j(n+(d-1.3)*r)} ${j(t+u*r)} ${j(n+d*r)} C${j(t+u*r*.6)} ${j(n+(d-.6)*r)} ${j(t+e*r*.3)} ${j(n+(l+.5)*r)} ${j(t+r*.95)} ${j(a+6)} Z`,c[f],o),s+=M(t+u*r,n+d*r+3,4,i.trim,o)}),s+P(t-r*1.05,a+2,r*2.1,7,i.trim,{...o,rx:3})}}}function qr(e,t,n){let r={stroke:n.ink,"stroke-width":1.1};if(e===`ruff`){let e=N(t,104,27,8,Gr,r);for(let r=-3;r<=3;r++)e+=F(`M${j(t+r*7)} 98 L${j(t+r*7.6)} 111`,`none`,{stroke:n.ink,"stroke-width":.6});return e}return e===`ermine`?F(`M${j(t-40)} 114 Q${j(t)} 96 ${j(t+40)} 114 L${j(t+44)} 130 Q${j(t)} 118 ${j(t-44)} 130 Z`,Gr,r)+Gn(t-40,106,80,20,8,n.ink):F(`M${j(t-14)} 104 L${j(t)} 118 L${j(t+14)} 104 Z`,Gr,r)}function Jr(e){let t=e.dx??0,n=e=>e+t,r={stroke:e.ink,"stroke-width":1.2,"stroke-linejoin":`round`},i=``;i+=F(`M${n(46)} 160 L${n(48)} 136 Q${n(52)} 114 ${n(80)} 107 L${n(120)} 107 Q${n(148)} 114 ${n(152)} 136 L${n(154)} 160 Z`,e.coat,r),i+=F(`M${n(87)} 109 L${n(113)} 109 L${n(119)} 160 L${n(81)} 160 Z`,e.coat2,r);let a=`M${n(84)} 160`;for(let e=152,t=0;e>112;e-=8,t++)a+=` L${n(t%2?84+(160-e)*.06:116-(160-e)*.06)} ${e}`;i+=F(a,`none`,{stroke:e.trim,"stroke-width":2}),i+=I(n(52),150,n(148),150,e.trim,3),i+=P(n(92),88,16,20,e.skin,r),i+=qr(e.collar,n(100),e),i+=z([[n(62),120],[n(60),146],[n(84),148]],12,e.coat,e.ink)+P(n(76),141,5,14,e.trim,r),e.chest&&(i+=e.chest),i+=B(n(88),148,6,e.skin,e.ink),i+=Un(n(100),72,19,{skin:e.skin,ink:e.ink,hair:e.hair,hairStyle:e.hairStyle,beard:e.beard}),i+=Kr(e.headwear,n(100),72,19,e);let[o,s]=e.heldHand;return i+=z([[n(136),118],[n(148),144],[o,s+8]],12,e.coat,e.ink),i+=e.held+B(o,s+4,6.5,e.skin,e.ink),i}function Yr(e,t,n,r){return e+Cn(e)+I(t,160,n,160,r,1.4)}function Xr(e,t,n,r){let i={stroke:r,"stroke-width":1.2,"stroke-linejoin":`round`};return F(`M48 160 C52 142 58 126 61 112 C53 123 45 126 38 124 C32 128 22 128 18 122 C14 116 15 108 21 103 L50 64 L51 47 L58 59 L63 45 L66 61 C80 78 88 116 90 160 Z`,e,i)+F(`M64 57 C84 74 95 114 99 160 L90 160 C88 116 80 78 64 62 Z`,t,i)+F(`M52 60 C46 60 42 66 42 72 C47 68 52 67 56 68 Z`,t,i)+F(`M62 110 C60 98 52 92 44 98`,`none`,{stroke:r,"stroke-width":1})+N(50,80,2.6,2,r)+N(21,112,2.2,1.5,r)+F(`M29 124 C26 122 24 120 22 120`,`none`,{stroke:r,"stroke-width":1})+F(`M56 66 L36 110 M25 99 L40 112`,`none`,{stroke:n,"stroke-width":2.8})+M(36,110,2.8,`#f2d585`,i)}function Zr(e,t,n,r){switch(t){case`d`:return R(e.kit,`d`,{x:n,y:r-18,s:.85},`suit`);case`c`:return R(e.kit,`c`,{x:n,y:r-18,s:.8},`suit`);case`s`:return R(e.kit,`s`,{x:n,y:r-44,len:118,bow:e.swordBow??0},`suit`);case`b`:return R(e.kit,`b`,{x:n,y:r-38,len:106},`suit`)}}function Qr(e,t,n){return P(26,139,148,14,`#fffaf0`,{stroke:n,"stroke-width":1,rx:2})+bn(100,149.5,e,{"font-family":En,"font-size":9,"font-weight":`bold`,"letter-spacing":.6,fill:t.ink})}function $r(e,t,n){let r=n.palette,i=n.look[t],a=e===`C`?14:0,o=[146+a,130],s=n.special?.(e,t,o[0],o[1]),c=Jr({ink:r.ink,skin:r.skin,hair:e===`R`?`#d9d3c6`:i.hair,hairStyle:e===`R`?`curly`:`short`,beard:e===`R`?`#ece7dc`:void 0,coat:i.coat,coat2:i.coat2,trim:i.trim,collar:e===`R`?`ermine`:n.collar,headwear:e===`R`?`crown`:e===`C`?n.cavalloHat??`plumed`:n.fanteHat??`beret`,crown:{gold:r.gold,ink:r.ink,jewelA:n.jewels[0],jewelB:n.jewels[1]},held:s?.held??Zr(n,t,o[0],o[1]),heldHand:o,chest:s?.chest,dx:a});return e===`C`&&(c+=Xr(i.horse,i.mane,r.red,r.ink)),n.label&&(c+=Qr(n.label(e,t),r,n.border)),L(P(14,14,172,292,n.panel(t),{rx:4})+Yr(c,16,184,n.border),{class:n.label?`court double named`:`court double`})}function ei(){return P(7,7,186,306,`none`,{rx:8,stroke:k.red,"stroke-width":2.2})+P(10.5,10.5,179,299,`none`,{rx:6,stroke:k.red,"stroke-width":.7})}function ti(e){let t=String(mn(e)),n=P(12,12,21,25,k.paper,{stroke:k.red,"stroke-width":1,rx:2})+bn(22.5,30.5,t,{"font-family":En,"font-size":t.length>1?14:17,"font-weight":`bold`,fill:k.blue});return n+Cn(n)}var ni={d:{coat:k.blue,coat2:k.red,trim:k.gold,hair:`#7a4a22`,horse:`#f3efe6`,mane:`#b9a27a`},c:{coat:k.red,coat2:k.blue,trim:k.gold,hair:`#b07a2a`,horse:`#8e4f26`,mane:`#35210f`},s:{coat:k.greenDark,coat2:k.red,trim:k.goldLight,hair:`#35210f`,horse:`#bdbcb8`,mane:`#55514c`},b:{coat:k.wood,coat2:k.blue,trim:k.red,hair:`#8c3f1c`,horse:`#5b3d2a`,mane:`#2a1a10`}};function ri(e,t){let n={stroke:k.ink,"stroke-width":1.1,"stroke-linejoin":`round`};return P(e-2.4,t-70,4.8,76,k.wood,n)+F(`M${e+2} ${t-66} C${e+16} ${t-74} ${e+26} ${t-64} ${e+24} ${t-48} C${e+16} ${t-54} ${e+8} ${t-52} ${e+2} ${t-50} Z`,k.steel,n)+M(e,t-71,3,k.gold,n)}function ii(e,t,n,r){if(e===`R`&&t===`d`)return{held:ri(n,r),chest:R(ai,`d`,{x:76,y:128,s:.72},`suit`)}}var ai=Vn(`piacentine`),oi={palette:k,look:ni,kit:ai,collar:`ruff`,jewels:[k.red,k.blue],panel:si,border:k.red,special:ii};function si(e){return{d:`#f6ecd0`,c:`#f5e5dc`,s:`#e8eee2`,b:`#f1e6d6`}[e]}var ci={paper:k.paper,ink:k.ink,kit:ai,plan:Er,ace:pr,court:(e,t)=>$r(e,t,oi),frame:ei,corners:ti};function li(e,t){return Rr(ci,e,t)}function ui(){return wn(k.paper,k.ink)+P(9,9,182,302,k.blue,{rx:7})+F(Yn(9,9,182,302,12),`none`,{stroke:`#9db6d3`,"stroke-width":.8})+P(9,9,182,302,`none`,{rx:7,stroke:k.red,"stroke-width":3})+P(15,15,170,290,`none`,{rx:5,stroke:k.paper,"stroke-width":1.2})+F(`M100 96 L150 160 L100 224 L50 160 Z`,k.paper,{stroke:k.red,"stroke-width":2.5})+F(xn(100,160,30,14,8),k.gold,{stroke:k.ink,"stroke-width":1})+M(100,160,9,k.red,{stroke:k.ink,"stroke-width":1})}var di=`M0 46 C-9 33 -48 8 -48 -17 C-48 -37 -32 -47 -20 -47 C-9 -47 -2 -40 0 -31 C2 -40 9 -47 20 -47 C32 -47 48 -37 48 -17 C48 8 9 33 0 46 Z`,fi=`M0 -50 C10 -30 22 -14 38 0 C22 14 10 30 0 50 C-10 30 -22 14 -38 0 C-22 -14 -10 -30 0 -50 Z`,pi=`M0 -49 C-10 -33 -47 -12 -47 11 C-47 29 -33 37 -21 37 C-12 37 -6 32 -3 27 C-4 38 -9 45 -17 49 L17 49 C9 45 4 38 3 27 C6 32 12 37 21 37 C33 37 47 29 47 11 C47 -12 10 -33 0 -49 Z`,mi={h:di,d:fi,c:`M0 -49 C-13 -49 -22 -39 -22 -27 C-22 -19 -18 -13 -14 -9 C-17 -11 -21 -12 -25 -12 C-38 -12 -48 -2 -48 11 C-48 24 -38 34 -25 34 C-15 34 -7 28 -3 20 C-4 34 -9 43 -17 49 L17 49 C9 43 4 34 3 20 C7 28 15 34 25 34 C38 34 48 24 48 11 C48 -2 38 -12 25 -12 C21 -12 17 -11 14 -9 C18 -13 22 -19 22 -27 C22 -39 13 -49 0 -49 Z`,s:pi},hi=pi;function gi(e){return e===`h`||e===`d`}function _i(e){return gi(e)?A.red:A.black}function vi(e){return`<path d="${mi[e]}" fill="${_i(e)}"/>`}function yi(e,t,n){return yn(t,vi(e),n)}var bi={A:`A`,2:`2`,3:`3`,4:`4`,5:`5`,6:`6`,7:`7`,8:`8`,9:`9`,T:`10`,J:`J`,Q:`Q`,K:`K`};function xi(e,t){let n=bi[e],r=bn(17,31,n,{"font-family":En,"font-size":n.length>1?20:24,"font-weight":`bold`,fill:_i(t),"letter-spacing":n.length>1?-1.5:void 0})+yi(t,{x:17,y:44,s:.15});return r+Cn(r)}function Si(e,t){return Ir(e).map(e=>yi(t,{x:e.x,y:e.y,s:.37,rot:e.turn?180:0},`pip`)).join(``)}function Ci(e){let t=yi(e,{x:100,y:160,s:e===`s`?1.05:.9},`pip`);return e===`s`?t+yn({x:100,y:158,s:.72},`<path d="${hi}" fill="none" stroke="${A.white}" stroke-width="2.6"/>`)+bn(100,166,`C`,{"font-family":En,"font-size":20,"font-weight":`bold`,fill:A.white})+F(`M58 236 Q100 222 142 236`,`none`,{stroke:A.black,"stroke-width":1.5})+bn(100,256,`CIRCOLO`,{"font-family":En,"font-size":11,"letter-spacing":3,fill:A.black}):t}function wi(e,t){let n={stroke:A.ink,"stroke-width":1};return F(`M${j(e-3)} ${j(t-6)} L${j(e-3)} ${j(t-92)} L${j(e)} ${j(t-102)} L${j(e+3)} ${j(t-92)} L${j(e+3)} ${j(t-6)} Z`,`#dfe5ea`,n)+P(e-12,t-9,24,4.5,A.yellow,{...n,rx:2})}function Ti(e,t,n){let r={stroke:A.ink,"stroke-width":1};return F(`M${j(e)} ${j(t)} Q${j(e-6)} ${j(t-20)} ${j(e-2)} ${j(t-38)}`,`none`,{stroke:`#2f7a3a`,"stroke-width":2.4})+F(`M${j(e-4)} ${j(t-18)} C${j(e-16)} ${j(t-24)} ${j(e-18)} ${j(t-16)} ${j(e-18)} ${j(t-14)} C${j(e-12)} ${j(t-12)} ${j(e-8)} ${j(t-14)} ${j(e-4)} ${j(t-18)} Z`,`#2f7a3a`,r)+M(e-2,t-44,8,n,r)+M(e-2,t-44,3.2,A.yellow,r)}function Ei(e,t){let n={stroke:A.ink,"stroke-width":1};return I(e,t+14,e,t-104,A.ink,4.6,{"stroke-linecap":`round`})+I(e,t+14,e,t-104,`#9a6a3a`,2.6,{"stroke-linecap":`round`})+F(`M${j(e)} ${j(t-118)} L${j(e+3.5)} ${j(t-104)} L${j(e-3.5)} ${j(t-104)} Z`,`#dfe5ea`,n)+F(`M${j(e+2)} ${j(t-100)} C${j(e+16)} ${j(t-104)} ${j(e+18)} ${j(t-86)} ${j(e+14)} ${j(t-80)} C${j(e+10)} ${j(t-86)} ${j(e+6)} ${j(t-88)} ${j(e+2)} ${j(t-86)} Z`,`#dfe5ea`,n)}function Di(e,t){let n=gi(t),r=n?A.red:A.blue,i=n?A.blue:A.red,a=[146,128],o=e===`K`?wi(a[0],a[1]):e===`Q`?Ti(a[0],a[1],i):Ei(a[0],a[1]),s=Jr({ink:A.ink,skin:A.skin,hair:e===`J`?`#c7902f`:e===`Q`?`#6b3a1a`:`#8a8378`,hairStyle:e===`Q`?`long`:e===`K`?`curly`:`short`,beard:e===`K`?`#9a9186`:void 0,coat:e===`Q`?i:r,coat2:e===`Q`?r:A.yellow,trim:e===`Q`?A.yellow:i,collar:e===`K`?`ermine`:`ruff`,headwear:e===`K`?`crown`:e===`Q`?`queen`:`beret`,crown:{gold:A.yellow,ink:A.ink,jewelA:A.red,jewelB:A.blue},held:o,heldHand:a})+yi(t,{x:48,y:42,s:.2},`suit`);return P(32,22,136,276,A.white,{stroke:A.ink,"stroke-width":1.2})+P(35,25,130,270,`none`,{stroke:_i(t),"stroke-width":.6})+Yr(s,32,168,A.ink)}function Oi(){let e=L(Jr({ink:A.ink,skin:A.skin,hair:`#3a2a1a`,hairStyle:`short`,coat:A.red,coat2:A.black,trim:A.yellow,collar:`ruff`,headwear:`jester`,crown:{gold:A.yellow,ink:A.ink,jewelA:A.red,jewelB:A.blue},held:I(146,150,146,70,A.ink,4,{"stroke-linecap":`round`})+I(146,150,146,70,A.yellow,2.2,{"stroke-linecap":`round`})+M(146,62,9,A.skin,{stroke:A.ink,"stroke-width":1})+F(`M137 58 L134 46 L142 54 L146 42 L150 54 L158 46 L155 58 Z`,A.red,{stroke:A.ink,"stroke-width":1}),heldHand:[146,128]})+F(Jn(52,124,96,34,12,4.5),A.yellow,{opacity:.9}),{transform:`translate(-30 24) scale(1.3)`}),t=``;return`JOKER`.split(``).forEach((e,n)=>{t+=bn(17,30+n*17,e,{"font-family":En,"font-size":15,"font-weight":`bold`,fill:n%2?A.black:A.red})}),e+P(40,248,120,34,A.white,{stroke:A.ink,"stroke-width":1.2,rx:5})+bn(100,274,`JOKER`,{"font-family":En,"font-size":24,"font-weight":`bold`,"letter-spacing":2,fill:A.red})+t+Cn(t)}function ki(e){let t=wn(A.paper,A.ink);if(e===`JK`)return t+Oi();let n=e[0],r=e[1],i=hn(n);return t+=n===`A`?Ci(r):i>0?Si(i,r):Di(n,r),t+xi(n,r)}function Ai(){let e=[`h`,`c`,`d`,`s`].map((e,t)=>yn({x:[0,20,0,-20][t],y:[-19,0,19,0][t],s:.22},vi(e))).join(``);return wn(A.paper,A.ink)+P(10,10,180,300,A.blue,{rx:7})+F(Jn(10,10,180,300,10,4),`#2d64bd`)+P(16,16,168,288,`none`,{rx:5,stroke:A.white,"stroke-width":1.5})+P(20,20,160,280,`none`,{rx:4,stroke:A.white,"stroke-width":.6})+M(100,160,40,A.white,{stroke:A.yellow,"stroke-width":3})+L(e,{transform:`translate(100 160)`})}function ji(e){let t={stroke:e.ink,"stroke-width":.8};return F(`M0 0 Q14 -4 30 -2`,`none`,{stroke:e.greenDark,"stroke-width":1.6})+F(`M8 -2 C10 -10 16 -12 20 -10 C18 -6 14 -3 8 -2 Z`,e.green,t)+F(`M16 -3 C20 4 26 6 29 4 C27 0 22 -2 16 -3 Z`,e.green,t)+M(30,-2,3,e.red,t)}function Mi(e,t,n){switch(e){case`d`:return er(100,96,1.05,{heads:1,body:`#2d2620`,dark:`#52443a`,gold:t.gold,ink:t.ink,crown:{jewel:t.red}})+R(n,`d`,{x:100,y:200,s:2.6})+L(Sn(12,M(0,-60,2.6,t.red,{stroke:t.ink,"stroke-width":.6})),{transform:`translate(100 200)`});case`c`:return L(ji(t),{transform:`translate(100 96) rotate(-60)`})+L(ji(t),{transform:`translate(100 96) rotate(-120) scale(1 -1)`})+L(ji(t),{transform:`translate(100 96) rotate(-90)`})+R(n,`c`,{x:100,y:178,s:2.9})+N(100,250,40,4,t.ink,{opacity:.12});case`s`:return V(100,210,58,210,320,7,t.green,t.ink,1.2)+V(100,210,58,150,40,7,t.green,t.ink,1.2)+R(n,`s`,{x:100,y:178,s:1.4,len:170})+tr(100,58,1.5,t);case`b`:return L(ji(t),{transform:`translate(112 70) rotate(-40)`})+L(ji(t),{transform:`translate(88 70) rotate(-140) scale(1 -1)`})+R(n,`b`,{x:100,y:168,s:1.55,len:160})+H(100,236,90,t.red,t.redDark,t.ink)}}function Ni(e,t,n){switch(e){case`d`:return V(100,170,74,200,340,8,t.green,t.ink,1.2)+V(100,170,74,160,20,8,t.green,t.ink,1.2)+R(n,`d`,{x:100,y:170,s:2.9})+Wn(100,100,50,30,{gold:t.gold,ink:t.ink,jewelA:t.red,jewelB:t.blue});case`c`:return R(n,`c`,{x:100,y:164,s:3.1})+H(100,236,96,t.blue,t.ink,t.ink);case`s`:return V(100,196,62,210,330,7,t.green,t.ink,1.2)+V(100,196,62,150,30,7,t.green,t.ink,1.2)+R(n,`s`,{x:100,y:160,s:1.45,len:180})+H(100,112,92,t.red,t.redDark,t.ink);case`b`:return R(n,`b`,{x:100,y:164,s:1.7,len:160})+L(ji(t),{transform:`translate(114 86) rotate(-30)`})}}function Pi(e,t,n){let r=(e,n)=>V(100,e,n,215,325,6,t.green,t.ink,1.2)+V(100,e,n,145,35,6,t.green,t.ink,1.2);switch(e){case`d`:return r(160,76)+R(n,`d`,{x:100,y:160,s:3})+H(100,250,70,t.blue,t.ink,t.ink);case`c`:return L(ji(t),{transform:`translate(100 110) rotate(-70)`})+L(ji(t),{transform:`translate(100 110) rotate(-110) scale(1 -1)`})+R(n,`c`,{x:100,y:180,s:2.9});case`s`:return r(170,60)+R(n,`s`,{x:100,y:160,s:1.5,len:180})+H(100,200,96,t.red,t.redDark,t.ink);case`b`:return r(160,70)+R(n,`b`,{x:100,y:160,s:1.7,len:150})}}var Fi=e=>({stroke:e.ink,"stroke-width":1.2,"stroke-linejoin":`round`});function Ii(e,t){let n=t.P,r=Fi(n),i=t.dress[e],a=gr(t,e,100,46);a+=F(`M82 164 L118 164 C130 200 146 250 152 284 Q100 294 48 284 C54 250 70 200 82 164 Z`,i.coat,r),a+=F(`M92 166 L108 166 C112 210 116 250 118 288 Q100 291 82 288 C84 250 88 210 92 166 Z`,i.coat2,r),a+=F(`M48 284 Q100 294 152 284 L150 276 Q100 286 50 276 Z`,n.gold,r);for(let e of[190,214,238,262])a+=M(100,e,2.2,n.goldLight,{stroke:n.ink,"stroke-width":.6});if(a+=F(`M80 104 Q100 98 120 104 L118 166 L82 166 Z`,i.coat,r),a+=F(`M86 104 L114 104 L110 118 L90 118 Z`,n.skin,r),a+=F(`M80 160 L120 160 L120 168 L80 168 Z`,n.gold,r),a+=F(`M84 62 C76 80 76 104 82 122 L92 110 L90 76 Z M116 62 C124 80 124 104 118 122 L108 110 L110 76 Z`,i.hair,r),a+=P(94,86,12,18,n.skin,r),a+=Un(100,72,15,{skin:n.skin,ink:n.ink,hair:i.hair,hairStyle:`long`}),a+=F(`M84 60 C80 48 120 48 116 60 C124 72 126 96 122 112 C116 90 112 70 100 66 C88 70 84 90 78 112 C74 96 76 72 84 60 Z`,`#fffaf0`,{...r,opacity:.85}),a+=Wn(100,58,24,14,{gold:n.gold,ink:n.ink,jewelA:n.red,jewelB:n.blue}),a+=z([[82,110],[72,140],[86,160]],11,i.coat,n.ink)+M(92,150,4,n.red,{stroke:n.ink,"stroke-width":.8})+B(88,160,5.5,n.skin,n.ink),e===`s`||e===`b`){let r=e===`s`?R(t.kit,`s`,{x:148,y:100,len:150},`suit`):R(t.kit,`b`,{x:148,y:170,len:196},`suit`);a+=z([[118,110],[136,140],[144,160]],11,i.coat,n.ink)+r+B(147,162,6,n.skin,n.ink)}else a+=z([[118,110],[140,126],[146,104]],11,i.coat,n.ink)+_r(t,e,147,100,.9)+B(147,100,6,n.skin,n.ink);return L(a,{class:`court full lady`})}function Li(e,t,n,r){let i={stroke:r.ink,"stroke-width":1.1};return F(`M${e-n*1.15} ${t-n*.35} C${e-n*1.3} ${t-n*1.9} ${e+n*1.3} ${t-n*1.9} ${e+n*1.15} ${t-n*.35} C${e+n*.5} ${t-n*.75} ${e-n*.5} ${t-n*.75} ${e-n*1.15} ${t-n*.35} Z`,`#fffaf0`,i)+F(`M${e-n*1.1} ${t-n*.8} Q${e} ${t-n*1.3} ${e+n*1.1} ${t-n*.8} M${e-n} ${t-n*1.2} Q${e} ${t-n*1.6} ${e+n} ${t-n*1.2}`,`none`,{stroke:`#c9bfa8`,"stroke-width":1.2})+M(e,t-n*.95,n*.22,r.red,i)+F(`M${e} ${t-n*1.15} C${e+4} ${t-n*2.4} ${e+14} ${t-n*2.5} ${e+18} ${t-n*2}`,`none`,{stroke:r.gold,"stroke-width":3,"stroke-linecap":`round`})}function Ri(e){let t={stroke:e.ink,"stroke-width":1.1,"stroke-linejoin":`round`};return F(`M-3 -6 C-10 -40 -30 -70 -58 -92 C-40 -66 -22 -40 4 -8 Z`,e.steel,t)+P(-10,-9,20,5,e.gold,{...t,rx:2.5})+P(-2.5,-4,5,16,e.redDark,t)+M(0,14,3.6,e.gold,t)}function zi(e){let t=e.P,n=Fi(t),r=e.dress.s,i=gr(e,`s`,110,58)+br(r,t);return i+=F(`M104 118 Q118 112 132 118 L136 170 Q118 177 100 170 Z`,r.coat2,n),i+=F(`M100 146 L136 146 L137 157 L99 157 Z`,t.red,n),i+=z([[130,124],[128,148],[106,150]],10,r.coat2,t.ink)+B(103,150,5.5,t.skin,t.ink),i+=F(`M101 150 C80 156 52 164 36 172`,`none`,{stroke:`#4a2e1c`,"stroke-width":1.4}),i+=z([[120,170],[106,192],[110,222]],13,r.hose[0],t.ink)+N(106,226,10,5,`#4a2e1c`,n),i+=P(112,100,11,14,t.skin,n),i+=Un(118,90,14,{skin:t.skin,ink:t.ink,hair:`#2a1a10`,hairStyle:`short`,beard:`#2a1a10`}),i+=Li(118,90,14,t),i+=z([[108,124],[96,136],[88,120]],10,r.coat2,t.ink),i+=`<g class="suit" transform="translate(88 116)">${Ri(t)}</g>`+B(88,118,6,t.skin,t.ink),L(i,{class:`court full moor`})}function Bi(e,t,n=!1){let r=t.P,i=Fi(r),a=t.dress[e],o=a.coat2===r.gold?r.red:a.coat2,s=gr(t,e,100,58);s+=F(`M52 206 L52 92 Q52 54 100 50 Q148 54 148 92 L148 206 Z`,r.wood,i),s+=F(`M60 200 L60 96 Q60 64 100 60 Q140 64 140 96 L140 200 Z`,r.red,i);for(let e of[52,148])s+=M(e,92,5,r.gold,i)+P(e-4,206,8,80,r.wood,i);if(s+=P(44,196,112,14,r.gold,i),s+=F(`M76 106 Q100 98 124 106 L130 200 L70 200 Z`,a.coat,i),s+=F(`M62 196 Q100 188 138 196 L140 222 Q100 230 60 222 Z`,o,i),s+=F(`M70 220 Q100 228 130 220 L134 282 Q100 290 66 282 Z`,a.coat,i),s+=F(`M94 108 L106 108 L108 200 L92 200 Z`,r.gold,i),n&&(s+=M(100,254,13,`#fffaf0`,i)+M(100,254,9.5,`none`,{stroke:r.ink,"stroke-width":.6})),s+=N(86,286,9,4,`#4a2e1c`,i)+N(114,286,9,4,`#4a2e1c`,i),s+=F(`M72 108 Q100 94 128 108 L134 132 Q100 144 66 132 Z`,`#fffaf0`,i)+Gn(72,104,56,34,9,r.ink),s+=z([[76,114],[62,150],[72,190]],12,o,r.ink)+M(72,186,7,r.gold,i)+I(72,179,72,173,r.ink,1.6)+B(78,194,6,r.skin,r.ink),s+=P(94,90,12,12,r.skin,i),s+=Un(100,78,15,{skin:r.skin,ink:r.ink,hair:`#d8d2c4`,hairStyle:`curly`,beard:`#e9e4d8`}),s+=Wn(100,64,32,22,{gold:r.gold,ink:r.ink,jewelA:r.red,jewelB:r.blue}),e===`s`||e===`b`){let n=e===`s`?R(t.kit,`s`,{x:148,y:104,len:150,bow:10},`suit`):R(t.kit,`b`,{x:148,y:150,len:190},`suit`);s+=z([[124,114],[140,140],[145,160]],12,o,r.ink)+n+B(147,162,6.5,r.skin,r.ink)}else s+=z([[124,114],[142,134],[148,120]],12,o,r.ink)+_r(t,e,149,118,.95)+B(149,118,6.5,r.skin,r.ink);return L(s,{class:`court full throne`})}function Vi(e,t,n){let r={stroke:n.ink,"stroke-width":1,"stroke-linejoin":`round`};return F(`M${e} ${t} C${e-2} ${t-14} ${e+4} ${t-22} ${e+14} ${t-22} C${e+22} ${t-22} ${e+26} ${t-12} ${e+24} ${t} Z`,`#f3ede0`,r)+F(`M${e+22} ${t-16} C${e+30} ${t-22} ${e+32} ${t-30} ${e+28} ${t-34}`,`none`,{stroke:n.ink,"stroke-width":2.6,"stroke-linecap":`round`})+N(e+2,t-26,9,8,`#f3ede0`,r)+F(`M${e-6} ${t-26} L${e-12} ${t-23} L${e-6} ${t-21} Z`,`#f3ede0`,r)+F(`M${e+4} ${t-32} C${e+10} ${t-32} ${e+12} ${t-22} ${e+8} ${t-18} C${e+6} ${t-22} ${e+4} ${t-26} ${e+4} ${t-32} Z`,`#8c5a34`,r)+M(e-1,t-28,1.2,n.ink)+M(e-12,t-23,1.2,n.ink)+F(`M${e+4} ${t-12} L${e+4} ${t}`,`none`,{stroke:n.ink,"stroke-width":.8})}function Hi(e,t,n){let r={stroke:e.ink,"stroke-width":1},i=-t/2,a=Math.min(20,t*.12),o=t/2-a-8,s=n===`sarde`?5:3.8,c=F(`M${j(-s)} ${j(o)} L${j(-s*.8)} ${j(i+16)} L0 ${j(i)} L${j(s*.8)} ${j(i+16)} L${j(s)} ${j(o)} Z`,e.steel,{...r,"stroke-linejoin":`round`})+I(0,o-3,0,i+8,e.blue,1.1,{opacity:.7}),l=n===`sarde`?F(`M-16 ${j(o-8)} C-20 ${j(o-2)} -12 ${j(o+3)} 0 ${j(o)} C12 ${j(o+3)} 20 ${j(o-2)} 16 ${j(o-8)}`,`none`,{stroke:e.ink,"stroke-width":5.6,"stroke-linecap":`round`})+F(`M-16 ${j(o-8)} C-20 ${j(o-2)} -12 ${j(o+3)} 0 ${j(o)} C12 ${j(o+3)} 20 ${j(o-2)} 16 ${j(o-8)}`,`none`,{stroke:e.gold,"stroke-width":3.4,"stroke-linecap":`round`}):F(`M-13 ${j(o-6)} Q0 ${j(o+8)} 13 ${j(o-6)} L10 ${j(o-7)} Q0 ${j(o+3)} -10 ${j(o-7)} Z`,e.gold,r)+M(-13,o-6.5,2.4,e.red,r)+M(13,o-6.5,2.4,e.red,r),u=``;for(let t=o+5;t<o+a;t+=4.5)u+=I(-2.6,t,2.6,t-2,e.gold,1);return c+(P(-2.8,o+1,5.6,a,n===`sarde`?e.red:e.blue,r)+u+M(0,o+a+4.5,4.6,e.gold,r)+M(0,o+.6,3,e.red,r))+l}function Ui(e,t,n){let r=-t/2,i={stroke:e.ink,"stroke-width":1,"stroke-linejoin":`round`},a=n===`sarde`?9.5:8,o=F(`M${j(-a)} ${j(r+6)} C${j(-a-2)} ${j(r+t*.3)} -4.5 ${j(-r-22)} -3.6 ${j(-r-4)} Q0 ${j(-r+2)} 3.6 ${j(-r-4)} C4.5 ${j(-r-22)} ${j(a+2)} ${j(r+t*.3)} ${j(a)} ${j(r+6)} Q0 ${j(r-4)} ${j(-a)} ${j(r+6)} Z`,e.wood,i),s=``;for(let[n,o]of[.2,.38,.56,.72].entries()){let c=n%2?1:-1,l=r+o*t,u=c*(a-1-o*(a-4.5));s+=L(F(`M-2.6 1 L-2.2 -6 L2.2 -6 L2.6 1 Z`,e.wood,i)+N(0,-6,2.2,1.1,e.goldLight,{stroke:e.ink,"stroke-width":.6}),{transform:`translate(${j(u)} ${j(l)}) rotate(${c*60})`})}let c=F(`M-2 ${j(r+10)} Q-3.5 ${j(0)} -1 ${j(-r-14)} M3 ${j(r+16)} Q4 ${j(r+t*.4)} 2 ${j(r+t*.6)}`,`none`,{stroke:e.goldDark,"stroke-width":.9,opacity:.8}),l=N(0,r+3,a-.5,3.2,e.goldLight,{stroke:e.ink,"stroke-width":.8}),u=n===`siciliane`?L(F(`M0 0 C5 -8 14 -9 19 -4 C13 -1 6 2 0 0 Z`,e.green,{stroke:e.ink,"stroke-width":.7}),{transform:`translate(${j(a-1)} ${j(r+12)}) rotate(-30)`})+L(F(`M0 0 C5 -8 14 -9 19 -4 C13 -1 6 2 0 0 Z`,e.green,{stroke:e.ink,"stroke-width":.7}),{transform:`translate(${j(-a+1)} ${j(r+16)}) rotate(210) scale(1 -1)`}):P(-5,-r-24,10,4,e.red,{stroke:e.ink,"stroke-width":.7});return s+o+c+l+u}function Wi(e){let t={stroke:e.ink,"stroke-width":1};return F(`M-11 23 C-10 18 -4 17 -2.5 14 L2.5 14 C4 17 10 18 11 23 Z`,e.gold,t)+N(0,23,11,2.2,e.goldDark,t)+P(-2.4,2,4.8,13,e.gold,t)+M(0,6,4.6,e.blue,t)+F(`M-18 -22 C-12 -20 -10 -14 -10 -8 C-10 -1 -5 2 0 2 C5 2 10 -1 10 -8 C10 -14 12 -20 18 -22 Z`,e.gold,t)+F(`M-10.5 -10 L10.5 -10 L10 -5 L-10 -5 Z`,e.red,{stroke:e.ink,"stroke-width":.6})+N(0,-22,18,3,e.redDark,t)+F(`M-7 -3 C-5 0 -3 1 -1 1.4`,`none`,{stroke:`#fff`,"stroke-width":1.2,opacity:.5})}function Gi(e){let t={stroke:e.ink,"stroke-width":1};return F(`M-14 22 C-12 16 -5 15 -3 13 L3 13 C5 15 12 16 14 22 Z`,e.gold,t)+N(0,22,14,2.6,e.goldDark,t)+P(-2.6,4,5.2,10,e.gold,t)+N(0,8.5,6.2,2.6,e.gold,t)+F(`M-17 -16 C-17 -3 -9 4 0 4.5 C9 4 17 -3 17 -16 Z`,e.red,t)+F(`M-17 -16 C-16 -12 -15 -10 -14 -8 L14 -8 C15 -10 16 -12 17 -16 Z`,e.gold,{stroke:e.ink,"stroke-width":.7})+N(0,-16,17,3.4,e.goldDark,t)+N(0,-16,14,2,e.redDark)+F(`M-12 -4 C-9 0 -6 2 -3 2.6`,`none`,{stroke:`#fff`,"stroke-width":1.3,opacity:.45})}function Ki(e){return M(0,0,20,e.gold,{stroke:e.ink,"stroke-width":1.3})+M(0,0,15.5,e.green,{stroke:e.ink,"stroke-width":.8})+M(0,0,12.5,e.goldLight,{stroke:e.ink,"stroke-width":.6})+Sn(4,F(`M0 -1 C5 -4 5 -11 0 -12 C-5 -11 -5 -4 0 -1 Z`,e.red,{stroke:e.ink,"stroke-width":.6}),45)+Sn(4,M(0,-9,1.4,e.blue))+M(0,0,2.8,e.gold,{stroke:e.ink,"stroke-width":.6})}function qi(e){return M(0,0,20,e.gold,{stroke:e.ink,"stroke-width":1.3})+M(0,0,16.6,`none`,{stroke:e.redDark,"stroke-width":2.2,"stroke-dasharray":`1.2 2.2`})+M(0,0,13.8,e.goldLight,{stroke:e.ink,"stroke-width":.7})+F(xn(0,0,13,5.6,8),e.red,{stroke:e.ink,"stroke-width":.6,"stroke-linejoin":`round`})+M(0,0,3.6,e.gold,{stroke:e.ink,"stroke-width":.6})+F(`M-13 -7 A15 15 0 0 1 -4 -14.2`,`none`,{stroke:`#fff`,"stroke-width":1.3,opacity:.5,"stroke-linecap":`round`})}function Ji(e,t){return{denaro:()=>t===`sarde`?qi(e):Ki(e),coppa:()=>t===`sarde`?Gi(e):Wi(e),spada:n=>Hi(e,n,t),bastone:n=>Ui(e,n,t)}}var G={paper:`#fbf3df`,ink:`#2a1d14`,gold:`#f2bd22`,goldLight:`#fbe17a`,goldDark:`#b8820f`,red:`#d2352a`,redDark:`#8e1c17`,blue:`#1f5fb0`,green:`#3d8c3a`,greenDark:`#245a24`,steel:`#a9c6e6`,wood:`#c98a3c`,skin:`#f4d0a6`},Yi=`#de7a1e`,Xi=Ji(G,`siciliane`),Zi={round:`napoletane`,swords:`separate`,batons:`separate`},Qi={P:G,dress:{d:{coat:G.green,coat2:G.gold,hose:[G.red,G.blue],hat:G.red,hair:`#5a3218`,horse:`#f4efe4`,mane:`#c2a878`},c:{coat:G.blue,coat2:G.red,hose:[G.gold,G.red],hat:G.green,hair:`#b07a2a`,horse:`#9c5a2c`,mane:`#3a2416`},s:{coat:G.red,coat2:G.green,hose:[G.blue,G.gold],hat:G.blue,hair:`#2b1a10`,horse:`#3c3430`,mane:`#141010`},b:{coat:Yi,coat2:G.blue,hose:[G.green,G.gold],hat:G.red,hair:`#7a3a1a`,horse:`#d9b27a`,mane:`#5a3a1c`}},kit:Xi,fanteHat:`cap`,king:{crown:`arched`,beard:`#4a2c16`,cape:`gold`}},$i={paper:G.paper,ink:G.ink,kit:Xi,plan:Zi,ace:e=>Mi(e,G,Xi),court:(e,t)=>e===`F`?Ii(t,Qi):e===`C`?t===`s`?zi(Qi):Cr(t,Qi):wr(t,Qi),frame:()=>P(7,7,186,306,`none`,{rx:8,stroke:Yi,"stroke-width":2.4}),extras:(e,t)=>e===`3`&&t===`b`?nr(100,160,1.25,G,`#e9b98a`):``};function ea(e,t){return Rr($i,e,t)}function ta(){return wn(G.paper,G.ink)+P(11,11,178,298,Yi,{rx:7,stroke:G.redDark,"stroke-width":2})+F(Jn(15,15,170,290,16,2),G.goldLight)+M(100,160,40,G.goldLight,{stroke:G.redDark,"stroke-width":3})+F(xn(100,160,30,15,12),Yi,{stroke:G.redDark,"stroke-width":1})+M(100,160,10,G.redDark)}var K={paper:`#fffcf3`,ink:`#1e1a18`,gold:`#f0b92c`,goldLight:`#f8da7c`,goldDark:`#b07c14`,red:`#c8202e`,redDark:`#86121c`,blue:`#1d4f9c`,green:`#3c8a44`,greenDark:`#255c2c`,steel:`#9fb8d8`,wood:`#d9a653`,skin:`#f2d2b0`},na=Ji(K,`sarde`),ra={P:K,dress:{d:{coat:K.red,coat2:K.blue,hose:[K.gold,K.gold],hat:K.blue,hair:`#6b3e1f`,horse:`#f1ebe0`,mane:`#b8a078`},c:{coat:K.blue,coat2:K.red,hose:[K.red,K.red],hat:K.red,hair:`#3b2514`,horse:`#b06a34`,mane:`#3a2416`},s:{coat:K.gold,coat2:K.blue,hose:[K.blue,K.blue],hat:K.red,hair:`#8a3b1a`,horse:`#c5c3bd`,mane:`#5e5a55`},b:{coat:K.green,coat2:K.red,hose:[K.red,K.red],hat:K.gold,hair:`#2b1a10`,horse:`#7a4a28`,mane:`#2a1a10`}},kit:na,fanteHat:`cap`,king:{crown:`arched`,beard:`#6b4a2a`,hand:`orb`}},ia={d:0,c:1,s:2,b:3};function aa(e){let t={stroke:K.ink,"stroke-width":1.4},n=ia[e],r=``,i=Array.from({length:n},(e,t)=>100+(t-(n-1)/2)*22),a=24;for(let e of i)r+=`M${a} 16L${e-5} 16`,a=e+5;r+=`M${a} 16L176 16`;let o=F(r,`none`,t);return L(o+Cn(o)+I(24,16,24,304,K.ink,1.4)+I(176,16,176,304,K.ink,1.4),{class:`pintas-${n}`})}function oa(e){let t=mn(e),n=String(t<=7?t:t+2),r=bn(13,34,n,{"font-family":En,"font-size":n.length>1?12:15,"font-weight":`bold`,fill:K.ink,"letter-spacing":-.5});return r+Cn(r)}var sa={paper:K.paper,ink:K.ink,kit:na,plan:Or,ace:e=>Ni(e,K,na),court:(e,t)=>L(e===`F`?yr(t,ra):e===`C`?Cr(t,ra):wr(t,ra),{transform:`translate(100 160) scale(0.9) translate(-100 -160)`}),frame:(e,t)=>aa(t),corners:e=>oa(e)};function ca(e,t){return Rr(sa,e,t)}function la(){let e={stroke:K.ink,"stroke-width":1.2},t=``;for(let[e,n]of[[86,146],[114,146],[86,178],[114,178]])t+=M(e,n,6.5,`#1e1a18`)+F(`M${e-7} ${n-3} L${e+7} ${n-3} L${e+7} ${n-.5} L${e-7} ${n-.5} Z`,`#fffcf3`);return wn(K.paper,K.ink)+P(9,9,182,302,K.blue,{rx:7})+P(16,16,168,288,`none`,{rx:5,stroke:K.paper,"stroke-width":2.4})+P(22,22,156,276,`none`,{rx:3,stroke:K.gold,"stroke-width":1})+F(`M70 128 L130 128 L130 178 C130 198 112 208 100 214 C88 208 70 198 70 178 Z`,K.paper,e)+P(97,128,6,84,K.red)+P(70,159,60,6,K.red)+t+F(`M70 128 L130 128 L130 178 C130 198 112 208 100 214 C88 208 70 198 70 178 Z`,`none`,e)}var q={paper:`#f9f1de`,ink:`#26201b`,gold:`#e0a83a`,goldLight:`#f1d08a`,goldDark:`#a1731e`,red:`#b5432a`,redDark:`#7a2a1a`,blue:`#2f7380`,green:`#6f8a3a`,greenDark:`#4a5e24`,steel:`#c7d0d2`,wood:`#c88a4a`,skin:`#f2d2b2`},ua=Fn(q),da={P:q,dress:{d:{coat:q.blue,coat2:q.red,hose:[q.gold,q.red],hat:q.red,hair:`#6b3e1f`,horse:`#efe8da`,mane:`#b8a078`},c:{coat:q.red,coat2:q.gold,hose:[q.blue,q.blue],hat:q.blue,hair:`#a8742c`,horse:`#a86434`,mane:`#3a2416`},s:{coat:q.green,coat2:q.blue,hose:[q.red,q.gold],hat:q.red,hair:`#35210f`,horse:`#c5c3bd`,mane:`#5e5a55`},b:{coat:q.gold,coat2:q.green,hose:[q.red,q.blue],hat:q.green,hair:`#8a3b1a`,horse:`#6e4a30`,mane:`#2a1a10`}},kit:ua,fanteHat:`tall`,king:{hand:`orb`,cape:`gold`}},fa={paper:q.paper,ink:q.ink,kit:ua,plan:Er,ace:e=>Pi(e,q,ua),court:(e,t)=>e===`F`?yr(t,da):e===`C`?Cr(t,da):wr(t,da),corners:e=>zr(e,q.ink,19,29,17)};function pa(e,t){return Rr(fa,e,t)}function ma(){let e=`#c9ccd0`,t={stroke:`#3c3f44`,"stroke-width":1},n=``;for(let e of[64,88,112,136])n+=F(`M${e-6} 142 L${e-6} 126 Q${e} 118 ${e+6} 126 L${e+6} 142 Z`,`#5a5e64`,t),n+=F(`M${e-8} 206 L${e-8} 180 Q${e} 168 ${e+8} 180 L${e+8} 206 Z`,`#5a5e64`,t);return wn(q.paper,q.ink)+P(9,9,182,302,`#8d9196`,{rx:7})+P(15,15,170,290,`none`,{rx:5,stroke:e,"stroke-width":1.4})+F(`M44 100 L100 70 L156 100 Z`,e,t)+P(48,100,104,108,e,t)+P(44,154,112,6,`#e2e4e6`,t)+n+P(40,208,120,8,`#e2e4e6`,t)+F(`M15 250 L185 250`,`none`,{stroke:e,"stroke-width":1})}var ha={d:[`Non val saper`,`a chi ha fortuna contra`],c:[`Per un punto`,`Martin perse la capa`],s:[`Non ti fidar di me`,`se il cuor ti manca`],b:[`Se ti perdi`,`tuo danno`]};function ga(e,t,n,r){let i=ir(100,270,150,ha[e],t,r);switch(e){case`d`:return L(Sn(16,F(`M0 -52 L4 -62 L-4 -62 Z`,t.red,{stroke:t.ink,"stroke-width":.7})),{transform:`translate(100 140)`})+R(n,`d`,{x:100,y:140,s:2.5})+i;case`c`:return R(n,`c`,{x:100,y:140,s:2.7})+i;case`s`:return V(100,150,56,215,325,6,t.green,t.ink,1.1)+V(100,150,56,145,35,6,t.green,t.ink,1.1)+R(n,`s`,{x:100,y:128,s:1.3,len:170,bow:16})+i;case`b`:return R(n,`b`,{x:100,y:130,s:1.2,len:196})+i}}function _a(e,t,n){switch(e){case`d`:return R(n,`d`,{x:100,y:150,s:3.2})+M(100,150,30,`#fffaf0`,{stroke:t.ink,"stroke-width":1.4})+M(100,150,26,`none`,{stroke:t.ink,"stroke-width":.6,"stroke-dasharray":`2 2`})+H(100,250,80,t.red,t.redDark,t.ink);case`c`:return R(n,`c`,{x:100,y:190,s:2.8})+tr(100,82,1.7,t);case`s`:return Wn(100,92,56,34,{gold:t.gold,ink:t.ink,jewelA:t.red,jewelB:t.blue})+R(n,`s`,{x:100,y:170,s:1.35,len:180,bow:14});case`b`:return R(n,`b`,{x:100,y:160,s:1.3,len:210})+H(100,160,130,`#fffaf0`,`#e9dcc0`,t.ink)+bn(100,164,`VINCERAI`,{"font-family":En,"font-size":11,"font-weight":`bold`,"letter-spacing":1.2,fill:t.red})}}function va(e,t,n){switch(e){case`d`:return V(100,160,70,200,340,8,t.green,t.ink,1.2)+V(100,160,70,160,20,8,t.green,t.ink,1.2)+R(n,`d`,{x:100,y:160,s:2.9});case`c`:return er(100,88,.95,{heads:1,body:`#2d2620`,dark:`#52443a`,gold:t.gold,ink:t.ink})+R(n,`c`,{x:100,y:200,s:2.6});case`s`:return Wn(100,176,76,44,{gold:t.gold,ink:t.ink,jewelA:t.red,jewelB:t.green})+R(n,`s`,{x:100,y:160,s:1.4,len:190,bow:0})+F(`M62 176 L138 176 L138 166 L62 166 Z`,t.gold,{stroke:t.ink,"stroke-width":1.2});case`b`:return R(n,`b`,{x:100,y:160,s:1.35,len:200})+H(100,124,110,t.green,t.greenDark,t.ink)+H(100,196,110,t.red,t.redDark,t.ink)}}function ya(e,t,n,r){let i={stroke:e.ink,"stroke-width":1},a=-t/2,o=Math.min(20,t*.11),s=t/2-o-6,c=(s+a)/2,l=2*n,u=5.2,d=F(`M${j(-5.2)} ${j(s)} Q${j(l-u)} ${j(c)} 0 ${j(a)} Q${j(l+u)} ${j(c)} ${j(u)} ${j(s)} Z`,e.steel,{...i,"stroke-linejoin":`round`})+F(`M0 ${j(s-3)} Q${j(l)} ${j(c)} 0 ${j(a+10)}`,`none`,{stroke:r===`bergamasche`?e.ink:e.blue,"stroke-width":.9,opacity:.7}),f=Math.atan2(l,s-c)*180/Math.PI,p=r===`trevisane`||r===`triestine`?e.red:r===`bergamasche`?e.blue:e.green,m=``;for(let t=4;t<o;t+=5)m+=I(-2.6,t,2.6,t,e.goldLight,1.1);let h=r===`bergamasche`||r===`trentine`?P(-14,-2.6,28,5.2,e.gold,{...i,rx:2.6})+M(-14,0,3,e.red,i)+M(14,0,3,e.red,i):F(`M-15 5 C-14 -3 -6 -2.5 0 -1.5 C6 -2.5 14 -3 15 5 C11 1.6 6 1.8 0 2.6 C-6 1.8 -11 1.6 -15 5 Z`,e.gold,i);return d+L(P(-2.8,1,5.6,o,p,i)+m+h+M(0,o+4,4.3,e.gold,i)+M(0,0,2.4,e.blue,i),{transform:`translate(0 ${j(s)}) rotate(${j(f)})`})}function ba(e,t,n){let r={stroke:e.ink,"stroke-width":.9},i=t/2,a=n===`bergamasche`?3.6:3.2,[o,s]=n===`trevisane`?[e.red,e.gold]:n===`triestine`?[e.gold,e.red]:n===`bergamasche`?[e.blue,e.gold]:[e.green,e.red],c=P(-a,-i+9,2*a,t-18,o,r),l=Math.max(3,Math.round(t/34));for(let e=1;e<l;e++){let n=-i+9+(t-18)*e/l;c+=P(-a-.8,n-1.8,2*a+1.6,3.6,s,{...r,rx:.8})}let u=n===`trevisane`||n===`triestine`?F(`M${j(-a-1.5)} -1 C${j(-a-2)} -8 -2 -12 0 -16 C2 -12 ${j(a+2)} -8 ${j(a+1.5)} -1 Z`,e.gold,r)+N(0,-1,a+2,1.8,s,r):M(0,-5,a+2.4,e.gold,r)+N(0,0,a+2,1.8,s,r);return c+=L(u,{transform:`translate(0 ${j(-i+9)})`})+L(u,{transform:`translate(0 ${j(i-9)}) rotate(180)`}),c+=I(-a+1.2,-i+12,-a+1.2,i-12,`#fff`,.9,{opacity:.35}),c}function xa(e,t){let n={stroke:e.ink,"stroke-width":1},r=t===`trevisane`||t===`triestine`?e.gold:e.red,i=t===`trevisane`||t===`triestine`?e.red:e.gold,a=F(`M-13 24 C-12 18 -5 17 -3 14 L3 14 C5 17 12 18 13 24 Z`,e.gold,n)+N(0,24,13,2.4,e.goldDark,n)+P(-2.4,1,4.8,14,e.gold,n)+N(0,7,5.4,3.4,e.blue,n)+F(`M-17 -14 C-17 -4 -9 2 0 2.5 C9 2 17 -4 17 -14 Z`,r,n);for(let t of[-10,-4,2,8])a+=F(`M${t} -12 Q${t+1} -5 ${t+3} 0`,`none`,{stroke:e.goldDark,"stroke-width":1});return a+=P(-18,-17,36,4.6,i,{...n,rx:2}),a+=t===`bergamasche`||t===`trentine`?F(`M-14 -17 C-12 -26 12 -26 14 -17 Z`,e.gold,n)+M(0,-27,3,e.red,n):N(0,-17,16,2.2,e.redDark),a}function Sa(e,t){let n={stroke:e.ink,"stroke-width":1.2};if(t===`trevisane`)return M(0,0,20,e.gold,n)+F(`M0 -20 A20 20 0 0 0 0 20 Z`,e.blue,{stroke:`none`})+M(0,0,20,`none`,n)+M(0,0,13,`none`,{stroke:e.ink,"stroke-width":.8})+Sn(8,F(`M0 -13 L2.4 -19 L-2.4 -19 Z`,e.red,{stroke:e.ink,"stroke-width":.5}))+Sn(4,F(`M0 -1 C4 -4 4 -9 0 -11 C-4 -9 -4 -4 0 -1 Z`,e.red,{stroke:e.ink,"stroke-width":.6}))+M(0,0,2.6,e.goldLight,{stroke:e.ink,"stroke-width":.6});let[r,i]=t===`triestine`?[e.red,e.blue]:t===`bergamasche`?[e.red,e.green]:[e.blue,e.red];return Sn(8,F(`M0 -8 C6 -12 7 -19 0 -21 C-7 -19 -6 -12 0 -8 Z`,r,{stroke:e.ink,"stroke-width":.8}),22.5)+Sn(8,F(`M0 -8 C4 -11 5 -16 0 -17.5 C-5 -16 -4 -11 0 -8 Z`,e.gold,{stroke:e.ink,"stroke-width":.8}))+M(0,0,9.5,e.gold,n)+M(0,0,6,i,{stroke:e.ink,"stroke-width":.7})+M(0,0,2.2,e.goldLight)}function Ca(e,t){return{denaro:()=>Sa(e,t),coppa:()=>xa(e,t),spada:(n,r=0)=>ya(e,n,r,t),bastone:n=>ba(e,n,t)}}var J={paper:`#fbf5e4`,ink:`#221c16`,gold:`#e0ac3c`,goldLight:`#f1d48c`,goldDark:`#9c7120`,red:`#b8352a`,redDark:`#74231a`,blue:`#2f6fb0`,green:`#3d7a4a`,greenDark:`#23523a`,steel:`#c4d2dc`,wood:`#b9773a`,skin:`#f1d2b2`},wa=Ca(J,`trevisane`),Ta={d:{coat:J.green,coat2:J.red,trim:J.gold,hair:`#7a4a22`,horse:`#f1ece0`,mane:`#b9a27a`},c:{coat:J.red,coat2:J.green,trim:J.gold,hair:`#a8742c`,horse:`#8e4f26`,mane:`#35210f`},s:{coat:J.blue,coat2:J.gold,trim:J.gold,hair:`#35210f`,horse:`#bdbcb8`,mane:`#55514c`},b:{coat:J.greenDark,coat2:J.red,trim:J.gold,hair:`#8c3f1c`,horse:`#5b3d2a`,mane:`#2a1a10`}};function Ea(e,t){return e===`R`&&t===`b`?{chest:or(74,130,.95,J.red,`#fffaf0`,J.ink)}:void 0}var Da={palette:J,look:Ta,kit:wa,collar:`plain`,jewels:[J.red,J.green],panel:()=>`#eef1e2`,border:J.green,cavalloHat:`beret`,special:Ea,swordBow:10},Oa={paper:J.paper,ink:J.ink,kit:wa,plan:Dr,ace:e=>ga(e,J,wa,`#fffaf0`),court:(e,t)=>$r(e,t,Da),extras:(e,t)=>e===`2`&&(t===`s`||t===`c`)?H(100,160,58,J.red,J.redDark,J.ink):``,corners:e=>zr(e,J.red)};function ka(e,t){return Rr(Oa,e,t)}function Aa(){return wn(J.paper,J.ink)+P(9,9,182,302,J.greenDark,{rx:7})+F(Yn(9,9,182,302,14),`none`,{stroke:J.goldLight,"stroke-width":.7})+P(9,9,182,302,`none`,{rx:7,stroke:J.gold,"stroke-width":3})+F(`M100 100 L140 160 L100 220 L60 160 Z`,J.red,{stroke:J.gold,"stroke-width":2.5})+M(100,160,12,J.gold,{stroke:J.ink,"stroke-width":1})}var Y={paper:`#fffdf6`,ink:`#181513`,gold:`#f0b828`,goldLight:`#f8d97a`,goldDark:`#a87a12`,red:`#c42a2a`,redDark:`#7e1616`,blue:`#24488e`,green:`#3e7d3e`,greenDark:`#275227`,steel:`#cdd6e0`,wood:`#b47a3c`,skin:`#f3d5b8`},ja=Ca(Y,`triestine`),Ma={d:{coat:Y.red,coat2:Y.gold,trim:Y.blue,hair:`#6b3e1f`,horse:`#f3efe6`,mane:`#b9a27a`},c:{coat:Y.blue,coat2:Y.red,trim:Y.gold,hair:`#a8742c`,horse:`#a0582a`,mane:`#35210f`},s:{coat:Y.gold,coat2:Y.blue,trim:Y.red,hair:`#35210f`,horse:`#c9c7c2`,mane:`#55514c`},b:{coat:Y.green,coat2:Y.red,trim:Y.gold,hair:`#8c3f1c`,horse:`#5b3d2a`,mane:`#2a1a10`}},Na={F:`FANTE`,C:`CAVAL`,R:`RE`},Pa={d:`DANARI`,c:`COPE`,s:`SPADE`,b:`BASTONI`},Fa={palette:Y,look:Ma,kit:ja,collar:`ruff`,jewels:[Y.red,Y.blue],panel:()=>Y.paper,border:Y.ink,fanteHat:`plumed`,label:(e,t)=>`${Na[e]??``} DE ${Pa[t]}`,swordBow:10},Ia={paper:Y.paper,ink:Y.ink,kit:ja,plan:Dr,ace:e=>ga(e,Y,ja,`#fdf0c8`),court:(e,t)=>$r(e,t,Fa),frame:()=>P(7,7,186,306,`none`,{rx:6,stroke:Y.ink,"stroke-width":1.4}),corners:e=>zr(e,Y.blue,21,31,16)};function La(e,t){return Rr(Ia,e,t)}var Ra=`M0 -56 L7 -30 L5 -8 C14 -14 24 -26 26 -40 C32 -22 26 -2 10 8 L6 10 L6 52 L-6 52 L-6 10 L-10 8 C-26 -2 -32 -22 -26 -40 C-24 -26 -14 -14 -5 -8 L-7 -30 Z`;function za(){return wn(Y.paper,Y.ink)+P(9,9,182,302,Y.red,{rx:7})+P(16,16,168,288,`none`,{rx:5,stroke:Y.paper,"stroke-width":2})+P(21,21,158,278,`none`,{rx:3,stroke:Y.paper,"stroke-width":.8})+F(Ra,Y.paper,{stroke:Y.redDark,"stroke-width":1.2,transform:`translate(100 160) scale(1.2)`})}var X={paper:`#fdf9ee`,ink:`#111111`,gold:`#f4c21f`,goldLight:`#fadc6a`,goldDark:`#b48a0a`,red:`#d0242a`,redDark:`#8a1418`,blue:`#1f4fa8`,green:`#2f8a3e`,greenDark:`#1f5e2a`,steel:`#bfd0e4`,wood:`#c0843e`,skin:`#f5d7bb`},Ba=Ca(X,`bergamasche`),Va={d:{coat:X.gold,coat2:X.red,trim:X.blue,hair:`#6b3e1f`,horse:`#f6f2ea`,mane:`#b9a27a`},c:{coat:X.red,coat2:X.blue,trim:X.gold,hair:`#a8742c`,horse:`#a0582a`,mane:`#35210f`},s:{coat:X.blue,coat2:X.gold,trim:X.red,hair:`#2b1a10`,horse:`#c9c7c2`,mane:`#55514c`},b:{coat:X.green,coat2:X.red,trim:X.gold,hair:`#8c3f1c`,horse:`#3c2a1e`,mane:`#141010`}};function Ha(e,t){if(e!==`F`||t!==`s`)return;let n={stroke:X.ink,"stroke-width":1.1};return{chest:F(`M70 160 L74 118 L78 160 Z`,X.steel,n)+P(62,114,24,5,X.gold,{...n,rx:2.5})+P(71,102,6,12,X.blue,n)+M(74,99,3.6,X.gold,n)}}var Ua={palette:X,look:Va,kit:Ba,collar:`plain`,jewels:[X.red,X.blue],panel:e=>({d:`#fdf2c8`,c:`#fbe2dc`,s:`#dfe8f6`,b:`#e2f0dc`})[e],border:X.ink,fanteHat:`plumed`,cavalloHat:`beret`,special:Ha,swordBow:12};function Wa(e,t,n){return L(Sn(6,F(`M0 -2 C3 -4 3 -8 0 -9 C-3 -8 -3 -4 0 -2 Z`,n,{stroke:X.ink,"stroke-width":.8}))+M(0,0,2.6,X.gold,{stroke:X.ink,"stroke-width":.7}),{transform:`translate(${e} ${t})`})}function Ga(e,t){return(t===`d`||t===`c`)&&(e===`4`||e===`6`)?e===`4`?Wa(100,160,X.red):Wa(100,116,X.red)+Wa(100,204,X.red):t===`s`&&(e===`2`||e===`4`||e===`6`)?Wa(100,160,X.red):t===`b`&&e===`2`?Wa(100,90,X.blue)+Wa(100,230,X.blue):``}var Ka={paper:X.paper,ink:X.ink,kit:Ba,plan:Dr,ace:e=>_a(e,X,Ba),court:(e,t)=>$r(e,t,Ua),frame:()=>P(6,6,188,308,`none`,{rx:8,stroke:X.ink,"stroke-width":2.6}),extras:(e,t)=>Ga(e,t)};function qa(e,t){return Rr(Ka,e,t)}function Ja(){let e=``;for(let t=26;t<300;t+=18)for(let n=t%36==26?26:35;n<180;n+=18)e+=`M${n} ${t-3}L${n+1} ${t}L${n} ${t+3}L${n-1} ${t}Z M${n-3} ${t}L${n} ${t-1}L${n+3} ${t}L${n} ${t+1}Z`;return wn(X.paper,X.ink)+P(9,9,182,302,X.blue,{rx:7})+F(e,`#fdf9ee`)+P(15,15,170,290,`none`,{rx:5,stroke:X.gold,"stroke-width":2.4})}var Z={paper:`#faf4e2`,ink:`#231c15`,gold:`#e8b33a`,goldLight:`#f4d68e`,goldDark:`#a17a1c`,red:`#c0392b`,redDark:`#7c2018`,blue:`#2b5c94`,green:`#2f7a3a`,greenDark:`#1f5228`,steel:`#c7d3de`,wood:`#9a6a3a`,skin:`#f1d1b0`},Ya=Ca(Z,`trentine`),Xa={P:Z,dress:{d:{coat:Z.red,coat2:Z.green,hose:[Z.gold,Z.green],hat:Z.green,hair:`#6b3e1f`,horse:`#f2ede2`,mane:`#b8a078`},c:{coat:Z.green,coat2:Z.red,hose:[Z.red,Z.gold],hat:Z.red,hair:`#a8742c`,horse:`#8c4e2a`,mane:`#35210f`},s:{coat:Z.blue,coat2:Z.gold,hose:[Z.red,Z.blue],hat:Z.red,hair:`#2b1a10`,horse:`#c9c7c2`,mane:`#55514c`},b:{coat:Z.gold,coat2:Z.red,hose:[Z.green,Z.red],hat:Z.green,hair:`#8a3b1a`,horse:`#5e402a`,mane:`#2a1a10`}},kit:Ya,fanteHat:`tall`};function Za(e,t){return e===`R`?Bi(t,Xa,t===`d`):e===`C`?Cr(t,Xa):yr(t,Xa)+(t===`c`?Vi(46,286,Z):``)}function Qa(){let e=`M100 116 C150 130 150 168 100 160 C50 152 50 190 100 204`;return F(e,`none`,{stroke:Z.ink,"stroke-width":9,"stroke-linecap":`round`})+F(e,`none`,{stroke:Z.red,"stroke-width":6.4,"stroke-linecap":`round`})}function $a(){let e=``;for(let t of[-1,1])e+=F(`M100 200 C${100+t*8} 180 ${100+t*30} 168 ${100+t*34} 150`,`none`,{stroke:Z.greenDark,"stroke-width":2}),e+=L(F(`M0 -4 C5 -10 12 -8 12 -2 C8 -2 4 0 0 3 Z`,Z.green,{stroke:Z.ink,"stroke-width":.7}),{transform:`translate(${100+t*14} 178) scale(${t} 1)`}),e+=M(100+t*34,146,6,Z.red,{stroke:Z.ink,"stroke-width":.8})+M(100+t*34,146,2.4,Z.gold);return e}var eo={paper:Z.paper,ink:Z.ink,kit:Ya,plan:Dr,ace:e=>va(e,Z,Ya),court:Za,frame:(e,t)=>P(8,8,184,304,`none`,{rx:8,stroke:Z.green,"stroke-width":1.6})+(e===`2`&&t===`d`?Qa():``),extras:(e,t)=>e===`2`&&t===`c`?$a():``};function to(e,t){return Rr(eo,e,t)}function no(){return wn(Z.paper,Z.ink)+P(9,9,182,302,Z.greenDark,{rx:7})+F(Xn(12,12,176,296,20),`none`,{stroke:Z.red,"stroke-width":5})+F(Xn(12,12,176,296,20),`none`,{stroke:Z.gold,"stroke-width":1,transform:`translate(5 0)`})+P(15,15,170,290,`none`,{rx:5,stroke:Z.gold,"stroke-width":2})}var ro={d:`d`,c:`h`,s:`s`,b:`c`},io={F:`J`,C:`Q`,R:`K`};function ao(e,t){return`${io[e]??e}${ro[t]}`}function oo(e,t){return ki(ao(e,t))}function so(){return wn(`#fffdf8`,`#1b1b1f`)+P(9,9,182,302,`#9e1b2c`,{rx:7})+F(Yn(9,9,182,302,12),`none`,{stroke:`#e6c9a8`,"stroke-width":.7})+P(15,15,170,290,`none`,{rx:5,stroke:`#fffdf8`,"stroke-width":1.5})+P(88,120,24,80,`#fffdf8`)+P(60,148,80,24,`#fffdf8`)}var co=Object.freeze([`napoletane`,`piacentine`,`siciliane`,`sarde`,`romagnole`,`trevisane`,`triestine`,`bergamasche`,`trentine`,`piemontesi`]),lo=Object.freeze([{suits:`spanish`,decks:[`napoletane`,`piacentine`,`siciliane`,`sarde`,`romagnole`]},{suits:`italian`,decks:[`trevisane`,`triestine`,`bergamasche`,`trentine`]},{suits:`french`,decks:[`piemontesi`]}]),uo=Object.freeze([`francesi`]),fo=new Map,po=new Map;function mo(e){return co.includes(e)||uo.includes(e)}var ho={napoletane:Ur,piacentine:li,siciliane:ea,sarde:ca,romagnole:pa,trevisane:ka,triestine:La,bergamasche:qa,trentine:to,piemontesi:oo},go={napoletane:Wr,piacentine:ui,siciliane:ta,sarde:la,romagnole:ma,trevisane:Aa,triestine:za,bergamasche:Ja,trentine:no,piemontesi:so,francesi:Ai};function _o(e,t){if(t===`francesi`){if(!fn(e)){let n=dn(e)?` (an Italian card code; use an Italian deck)`:``;throw Error(`Unknown card code "${e}" for deck "${t}"${n}`)}return Tn(ki(e),t,e)}if(!dn(e)){let n=fn(e)?` (a French card code; use the francesi deck)`:``;throw Error(`Unknown card code "${e}" for deck "${t}"${n}`)}let n=e[0],r=e[1];return Tn(ho[t](n,r),t,e)}function vo(e,t){if(!mo(t))throw Error(`Unknown deck "${String(t)}" for card code "${e}"`);let n=`${t}:${e}`,r=fo.get(n);return r===void 0&&(r=_o(e,t),fo.set(n,r)),r}function yo(e){if(!mo(e))throw Error(`Unknown deck "${String(e)}"`);let t=po.get(e);return t===void 0&&(t=Tn(go[e](),e,`back`),po.set(e,t)),t}function bo(e){return e.replace(/&/g,`&amp;`).replace(/"/g,`&quot;`).replace(/</g,`&lt;`)}function xo(e,t){return e.replace(`<svg `,`<svg role="img" aria-label="${bo(t)}" `)}var So=new Map;function Q(e,t){let n=uo.includes(t)||!dn(e)?D(e):T(e),r=`${t}:${e}:${n}`,i=So.get(r);return i===void 0&&(i=xo(vo(e,t),n),So.set(r,i)),g`${en(i)}`}function Co(e,t,n){return g`${Q(e,t)}<span class="sr-only"> (${n})</span>`}var wo=new Map;function To(e){let t=wo.get(e);return t===void 0&&(t=yo(e).replace(`<svg `,`<svg aria-hidden="true" `),wo.set(e,t)),g`${en(t)}`}function Eo(e){return!Array.isArray(e.games)||!e.games.length?[{number:1,game:e.game}]:e.games.map((t,n)=>({number:n+1,game:t?.game??e.game}))}function Do(e,t){let n=e.games?.[t-1];return!n?.game||n.game===e.game?null:{...n,game:n.game,...e.players?{players:e.players}:{}}}var Oo=`replay-go`,ko=9999;function Ao(e){return new CustomEvent(Oo,{detail:e,bubbles:!0,composed:!0})}function jo(e){let t=new URLSearchParams(e.replace(/^#\/?/,``)),n=t.get(`match`);if(!n)return null;let r=(e,n)=>{let r=Number.parseInt(t.get(e)??``,10);return Number.isFinite(r)?r:n};return{match:n,game:r(`game`,1),hand:r(`hand`,1),play:r(`play`,0)}}function Mo(e){let t=new URLSearchParams(e.replace(/^#\/?/,``)),n=t.get(`evening`);if(!n)return null;let[r,i,a]=[`round`,`table`,`board`].map(e=>Number.parseInt(t.get(e)??``,10));return[r,i,a].every(e=>Number.isInteger(e)&&e>=1)?{evening:n,round:r,table:i,board:a}:null}function No(e,t={game:1,hand:1,play:0}){return`#match=${encodeURIComponent(e)}&game=${t.game}&hand=${t.hand}&play=${t.play}`}function Po(e){let t=e.split(`
`).find(e=>e.trim());if(!t)return null;try{let e=JSON.parse(t);return e&&typeof e==`object`&&!Array.isArray(e)&&typeof e.game==`string`?e:null}catch{return null}}function Fo(e){return e===4?[x(`web.watch.side_ns`),x(`web.watch.side_ew`)]:[x(`web.place.south`),x(`web.place.north`)]}function Io(e,t,n){let r=e.reduce((n,r)=>r.hand<=t?e.indexOf(r):n,0),i=e.findIndex(t=>t.hand===e[r]?.hand),a=e.findIndex((e,t)=>t>=i&&t<=r&&e.play===n);return a>=0?a:n>0?r:Math.max(i,0)}function Lo(e,t,n){let r=e[t]?.hand??1,i=e.length-1;if(typeof n==`number`)return Math.max(0,Math.min(i,t+n));if(n===`deal`)return e.findIndex(e=>e.hand===r);if(n===`end`)return e.length-1-[...e].reverse().findIndex(e=>e.hand===r);let a=n===`next`?r+1:r-1,o=e.findIndex(e=>e.hand===a);return o>=0?o:t}function Ro(e,t){let n=[...e];for(let e of t){let t=n.indexOf(e.split(`=`)[0]??e);t>=0&&n.splice(t,1)}return n}var $=f`
  :host {
    --felt: #1d5e3a;
    --felt-dark: #134429;
    --ink: #1f1a14;
    --paper: #fbf6ea;
    --gold: #d9a530;
    --red: #c0392b;
    --blue: #2b5f9e;
    --radius: 10px;
    font-family: "Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", sans-serif;
    color: var(--ink);
  }
  button {
    font: inherit;
    border: 1px solid #0002;
    border-radius: 999px;
    padding: 0.45em 1.1em;
    background: var(--paper);
    color: var(--ink);
    cursor: pointer;
    box-shadow: 0 1px 2px #0003;
    transition: transform 0.1s ease, box-shadow 0.1s ease, background 0.15s;
  }
  button:hover:not(:disabled) {
    transform: translateY(-1px);
    box-shadow: 0 3px 6px #0003;
  }
  button:focus-visible,
  select:focus-visible,
  input:focus-visible {
    outline: 3px solid var(--gold);
    outline-offset: 2px;
  }
  /* Read by screen readers, not shown. */
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    padding: 0;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  button:disabled {
    opacity: 0.5;
    cursor: default;
  }
  button.primary {
    background: var(--gold);
    font-weight: 600;
  }
  button.quiet {
    background: transparent;
    box-shadow: none;
    border-color: transparent;
    text-decoration: underline;
  }
  select,
  input[type="text"],
  input[type="number"] {
    font: inherit;
    padding: 0.35em 0.5em;
    border-radius: 6px;
    border: 1px solid #0003;
    background: white;
  }
  .panel {
    background: var(--paper);
    border-radius: var(--radius);
    padding: 1rem 1.25rem;
    box-shadow: 0 6px 24px #0004;
  }
  h2 {
    font-family: Georgia, "Times New Roman", serif;
    margin: 0 0 0.6rem;
  }
  .error {
    color: var(--red);
    font-weight: 600;
  }
  .muted {
    opacity: 0.7;
  }
`,zo={2:[`south`,`north`],4:[`south`,`east`,`north`,`west`]};function Bo(e,t){return(zo[t]??zo[4]??[])[e]??`south`}var Vo=e=>{let t=`web.ai.strength.${e.split(`:`)[0]??``}`;return b(t)?x(t):null};function Ho(e,t,n=4,r=Vo){let i=t?.[e],a=i?r(i)??i:``;return`${x(`web.place.${Bo(e,n)}`)}${a?` · ${a}`:``}`}function Uo(e,t,n){return g`<div class="bar">
    <span data-testid="replay-place">${e}</span>
    <span class="buttons">
      <button data-testid="replay-back" title="←" @click=${()=>t(-1)}>◀</button>
      <button data-testid="replay-next" title="→" @click=${()=>t(1)}>▶</button>
    </span>
    <span class="muted small">${n}</span>
  </div>`}function Wo(e,t){if(e.altKey||e.ctrlKey||e.metaKey)return;let n=t[e.key];if(n)return e.preventDefault(),n()}var Go=f`
  :host {
    display: block;
    color: var(--paper);
  }
  .muted {
    color: #fbf6eab3;
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
  }
  .felt {
    display: grid;
    grid-template-areas: ". north ." "west middle east" ". south .";
    grid-template-columns: 1fr 2fr 1fr;
    gap: 0.5rem;
    margin: 0.75rem 0;
  }
  .seat.north { grid-area: north; }
  .seat.south { grid-area: south; }
  .seat.east { grid-area: east; }
  .seat.west { grid-area: west; }
  .name {
    font-size: 0.85rem;
    margin-bottom: 0.2rem;
  }
  .cards {
    display: flex;
    flex-wrap: wrap;
    gap: 2px;
  }
  .card {
    position: relative;
    display: inline-block;
    width: 2.4rem;
  }
  @media (max-width: 640px) {
    .felt {
      grid-template-areas: "north north" "west east" "middle middle" "south south";
      grid-template-columns: 1fr 1fr;
    }
    .card {
      width: 1.9rem;
    }
  }
`,Ko=class extends v{static{this.properties={record:{attribute:!1},build:{attribute:!1},deck:{attribute:!1},match:{attribute:!1},start:{attribute:!1},computer:{attribute:!1},index:{state:!0}}}constructor(){super(),this.display=new w(this),this.keys=e=>this.onKey(e),this.record=null,this.build=()=>[],this.deck=null,this.match=null,this.start=null,this.computer=Vo,this.index=0}connectedCallback(){super.connectedCallback(),window.addEventListener(`keydown`,this.keys)}willUpdate(e){if(e.has(`start`)||e.has(`record`)){let e=this.start??{game:1,hand:1,play:0};this.index=Io(this.frames(),e.hand,e.play),this.keepAddress(this.frames())}}disconnectedCallback(){window.removeEventListener(`keydown`,this.keys),super.disconnectedCallback()}frames(){return this.build(e=>this.name(e))}name(e){let t=this.record?.players;return Ho(e,t,t?.length??4,this.computer)}go(e){let t=this.frames(),n=Lo(t,this.index,e),r=this.start?.game??1;if(n===this.index&&(e===1||e===-1||e===`next`||e===`previous`)){let t=e===1||e===`next`;this.dispatchEvent(Ao({game:t?r+1:r-1,hand:t?1:ko,play:t?0:ko}))}else this.index=n,this.keepAddress(t)}keepAddress(e){let t=e[this.index];this.match&&t&&history.replaceState(null,``,No(this.match,{game:this.start?.game??1,hand:t.hand,play:t.play}))}onKey(e){let t=Wo(e,{ArrowRight:()=>1,ArrowLeft:()=>-1,PageDown:()=>`next`,PageUp:()=>`previous`,Home:()=>`deal`,End:()=>`end`});t!==void 0&&this.go(t)}card(e){let t=e.split(`=`)[0]??e,n=this.deck??this.display.value.deck,r=n===`francesi`?D(e):T(t),i=e.includes(`=`)?g`<span class="stands">${e.split(`=`)[1]}</span>`:_;return g`<span class="card" data-card=${t} title=${r}>${Q(t,n)}${i}</span>`}render(){let e=this.frames(),t=e[this.index];if(!t)return g`<p class="muted">${x(`web.replay.no_hands`)}</p>`;let n=e.filter(e=>e.hand===t.hand).length-1;return g`
      ${Uo(x(`web.replay.step_place`,{hand:t.hand,play:t.play,total:n}),e=>this.go(e),x(`web.replay.step_keys`))}
      <p class="says" data-testid="replay-says" aria-live="polite">${t.says}</p>
      <div class="felt players-${t.held.length}">
        ${t.held.map((e,n)=>g`<div class="seat ${Bo(n,t.held.length)} ${t.seat===n?`moved`:``}" data-seat=${n} data-testid="replay-held">
            <div class="name">${this.name(n)}</div>
            <div class="cards">${e.map(e=>this.card(e))}</div>
          </div>`)}
        <div class="table" data-testid="replay-table">
          ${t.groups.map(e=>g`<div class="group" data-seat=${e.seat??``}>
              <div class="name">${e.title}</div>
              <div class="cards">${e.cards.map(e=>this.card(e))}</div>
            </div>`)}
        </div>
      </div>
      ${t.score?g`<p class="score" data-testid="replay-score">${t.score}</p>`:_}
    `}static{this.styles=[$,Go,f`
      .says {
        min-height: 2.6em;
        margin: 0.6rem 0 0;
      }
      .felt.players-2 {
        grid-template-areas: "north" "middle" "south";
        grid-template-columns: 1fr;
      }
      .seat.moved .name {
        color: var(--gold);
        font-weight: 600;
      }
      .table {
        grid-area: middle;
        display: flex;
        flex-wrap: wrap;
        justify-content: center;
        align-items: flex-start;
        gap: 0.6rem;
        min-height: 5rem;
      }
      .group .name {
        text-align: center;
      }
      .stands {
        position: absolute;
        right: 0;
        bottom: 0;
        font-size: 0.65rem;
        padding: 0 0.2em;
        border-radius: 3px;
        background: var(--gold);
        color: var(--ink);
      }
      @media (max-width: 640px) {
        .felt.players-2 {
          grid-template-areas: "north" "middle" "south";
          grid-template-columns: 1fr;
        }
      }
    `]}};customElements.define(`steps-replay`,Ko);var qo=[`2`,`4`,`5`,`6`,`7`,`F`,`C`,`R`,`3`,`A`],Jo={A:11,3:10,R:4,C:3,F:2};function Yo(e){return Jo[an(e)]??0}function Xo(e){return e.reduce((e,t)=>e+Yo(t),0)}function Zo(e,t,n){return rn(e)===rn(t)?qo.indexOf(an(e))>qo.indexOf(an(t)):rn(e)===n}function Qo(e,t){let n=e[0];for(let r of e.slice(1))Zo(r.card,n.card,t)&&(n=r);return n.seat}function $o(e){return e%2}function es(e,t,n){return n===2?e===t?`south`:`north`:[`south`,`east`,`north`,`west`][((e-t)%n+n)%n]}function ts(e){return e.flatMap(e=>e.card===void 0?[]:[{seat:e.seat,card:e.card}])}function ns(e){let t=ts(e.plays),n=e.options.players,r=t.length;return r===0?{plays:[],complete:!1}:r%n===0?{plays:t.slice(r-n),complete:!0}:{plays:t.slice(r-r%n),complete:!1}}function rs(e){let t=e.options.players;if(e.all_hands)return e.all_hands.map(e=>e.length);let{plays:n,complete:r}=ns(e),i=new Set(r?[]:n.map(e=>e.seat)),a=e.hand.length+ +!!i.has(e.seat);return Array.from({length:t},(e,t)=>a-+!!i.has(t))}function is(e){return`7${rn(e.briscola)}`}function as(e){return e?.may_swap?{swap:is(e)}:null}function os(e){return e?.phase===`play`&&!e.watching&&e.view!==null&&e.view.to_move===e.you}function ss(e,t){return{type:`step`,step:e,turn:t.plays.length}}function cs(e){return`card`in e?e.card:e.swap}function ls(e){return`swap`in e}function us(e,t){return e.winner===null?`draw`:e.winner===$o(t)?`won`:`lost`}function ds(e){return e.card??e.swap??``}function fs(e,t,n){let r=$o(n);return{us:e[r],them:e[1-r],target:t?.hands_to_win??null}}function ps(e,t){return e.hands.flatMap((e,n)=>ms(e,n+1,t))}function ms(e,t,n){let r=e.deal.length,i=rn(e.briscola),a=e.deal.map(e=>[...e]),o=e.briscola,s=0,c=[],l=[0,0],u=e=>r===4?e%2:e,d=Fo(r),f=(r,i,c,u)=>({hand:t,play:r,seat:i,says:c,held:a.map(e=>[...e]),groups:hs(u,o,e.stock.length-s+ +!!o,n),score:x(`web.replay.bri_points`,{a_side:d[0],a:l[0],b_side:d[1],b:l[1]})}),p=[f(0,null,x(`web.replay.bri_deal`,{name:n(e.dealer),card:E(e.briscola)}),[])];return e.plays.forEach((t,d)=>{if(t.swap){a[t.seat]=[...Ro(a[t.seat]??[],[t.swap]),o??``];let e=x(`web.replay.bri_swap`,{name:n(t.seat),card:E(t.swap),took:E(o??``)});o=t.swap,p.push(f(d+1,t.seat,e,c));return}let m=t.card??``;a[t.seat]=Ro(a[t.seat]??[],[m]),c=[...c,{seat:t.seat,card:m}];let h=x(`web.replay.bri_play`,{name:n(t.seat),card:E(m)}),ee=c;if(c.length===r){let t=Qo(c,i),d=Xo(c.map(e=>e.card));l[u(t)]=(l[u(t)]??0)+d,h=`${h} ${x(`web.replay.bri_takes`,{name:n(t),points:d})}`;for(let n=0;n<r&&(s<e.stock.length||o);n++){let i=(t+n)%r,c=o;s<e.stock.length?c=e.stock[s++]??null:o=null,c&&a[i]?.push(c)}c=[]}p.push(f(d+1,t.seat,h,ee))}),p}function hs(e,t,n,r){let i=e.map(e=>({title:r(e.seat),cards:[e.card],seat:e.seat}));return i.push({title:x(`web.replay.bri_stock`,{n}),cards:t?[t]:[]}),i}function gs(e,t,n){return e?.teaching===null||e?.teaching===void 0?!1:(n({type:`hint`,card:e.hint===t?null:t}),!0)}function _s(e,t,n){return g`<teacher-controls .state=${e} .name=${t} .send=${n}></teacher-controls>`}var vs=class extends v{static{this.properties={state:{attribute:!1},name:{attribute:!1},send:{attribute:!1},asked:{state:!0},watchLink:{state:!0}}}constructor(){super(),this.display=new w(this),this.state=null,this.name=e=>String(e+1),this.send=()=>void 0,this.asked=null,this.watchLink=null}willUpdate(){this.state?.teaching!==null&&this.state?.teaching!==void 0&&(this.asked=null)}answer(e,t){e.target.closest(`details`)?.removeAttribute(`open`),this.send(t)}render(){let e=this.state;return e?e.watching?this.spectator(e):this.learner(e):_}spectator(e){if(e.teaching!==null)return g`<span class="badge on" data-testid="teaching">${x(`web.teach.teaching`,{name:this.name(e.teaching)})}</span>`;if(this.asked!==null)return g`<span class="badge" data-testid="asked">${x(`web.teach.asked`,{name:this.name(this.asked)})}
        <button class="link" data-testid="ask-again" @click=${()=>this.asked=null}>${x(`web.teach.ask_again`)}</button></span>`;let t=e.seats.map((e,t)=>({seat:e,index:t})).filter(({seat:e})=>e.kind===`human`&&!e.ai);return t.length?g`<details class="at-end" data-testid="ask-hand">
      <summary>${x(`web.teach.ask`)}</summary>
      <div class="menu">
        ${t.map(({index:e})=>g`<button data-testid="ask-seat" data-seat=${e} @click=${t=>{this.asked=e,this.answer(t,{type:`ask_hand`,seat:e})}}>${x(`web.teach.ask_seat`,{name:this.name(e)})}</button>`)}
      </div>
    </details>`:_}invitation(e){let t=()=>{this.watchLink===null&&C.invite(e.table).then(e=>this.watchLink=e.watch??``,()=>this.watchLink=``)},n=this.watchLink;return g`<details data-testid="invite-watch" @toggle=${t}>
      <summary>${x(`web.teach.invite`)}</summary>
      <div class="menu invite">
        ${n===null?g`<span>…</span>`:n?g`<span>${x(`web.teach.invite_hint`)}</span>
                <input data-testid="watch-link" readonly .value=${n} @focus=${e=>e.target.select()} />
                <button @click=${()=>void navigator.clipboard?.writeText(n)}>${x(`web.teach.copy`)}</button>`:g`<span data-testid="no-watching">${x(`web.teach.not_watchable`)}</span>`}
      </div>
    </details>`}learner(e){let t=e.teachers[e.you]??null,n=e.asks[0],r=[...new Set(e.spectators.filter(e=>e&&e!==t))],i=e.teachers.map((e,t)=>({teacher:e,seat:t})).filter(({teacher:t,seat:n})=>t!==null&&n!==e.you);return g`${n===void 0?_:g`<span class="ask" data-testid="teacher-asks" role="alert">
            ${x(`web.teach.asks`,{name:n.name||x(`web.watch.guest`)})}
            <button class="primary" data-testid="allow-teacher" @click=${e=>this.answer(e,{type:`teacher`,spectator:n.spectator})}>${x(`web.teach.allow`)}</button>
            <button data-testid="refuse-teacher" @click=${e=>this.answer(e,{type:`teacher`,spectator:n.spectator,allow:!1})}>${x(`web.teach.refuse`)}</button>
          </span>`}
      ${t===null?_:g`<span class="badge on" data-testid="my-teacher">${x(`web.teach.sees`,{name:t||x(`web.watch.guest`)})}
            <button class="link" data-testid="stop-teacher" @click=${e=>this.answer(e,{type:`teacher`,name:null})}>${x(`web.teach.stop`)}</button></span>`}
      ${e.hint===null?_:g`<span class="badge on" data-testid="teacher-hint" aria-live="polite">${x(`web.teach.hint`,{name:t||x(`web.watch.guest`)})}</span>`}
      ${r.length&&t===null?g`<details data-testid="show-hand">
            <summary>${x(`web.teach.show`)}</summary>
            <div class="menu">
              ${r.map(e=>g`<button data-testid="show-to" @click=${t=>this.answer(t,{type:`teacher`,name:e})}>${x(`web.teach.show_to`,{name:e})}</button>`)}
            </div>
          </details>`:_}
      ${t===null&&!r.length?this.invitation(e):_}
      ${i.map(({teacher:e,seat:t})=>g`<span class="badge" data-testid="other-teacher">${x(`web.teach.other`,{teacher:e||x(`web.watch.guest`),player:this.name(t)})}</span>`)}`}static{this.styles=[$,f`
      :host {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.35rem;
        color: inherit;
        font-size: 0.8rem;
      }
      .badge {
        padding: 0.1em 0.55em;
        border-radius: 0.8em;
        background: #ffffff26;
        border: 1px solid #ffffff40;
      }
      .badge.on {
        background: var(--gold);
        color: var(--ink);
      }
      .ask {
        display: inline-flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.3rem;
        padding: 0.15em 0.3em 0.15em 0.6em;
        border-radius: 999px;
        background: var(--paper);
        color: var(--ink);
      }
      button {
        padding: 0.15em 0.7em;
        font-size: 0.8rem;
      }
      button.link {
        border: none;
        box-shadow: none;
        background: none;
        text-decoration: underline;
        padding: 0 0.2em;
        color: inherit;
      }
      details {
        position: relative;
      }
      summary {
        cursor: pointer;
        list-style: none;
        padding: 0.1em 0.6em;
        border-radius: 999px;
        border: 1px solid #ffffff60;
      }
      summary::-webkit-details-marker {
        display: none;
      }
      /* A spectator's menu opens leftwards: its button sits at the toolbar's right end. */
      .at-end .menu {
        left: auto;
        right: 0;
      }
      .menu.invite {
        white-space: normal;
        width: min(20rem, 80vw);
        color: var(--ink);
      }
      .menu input {
        font: inherit;
        font-size: 0.8rem;
        padding: 0.2em 0.3em;
      }
      .menu {
        position: absolute;
        z-index: 20;
        top: 1.8em;
        left: 0;
        display: flex;
        flex-direction: column;
        gap: 0.3rem;
        padding: 0.4rem;
        border-radius: var(--radius);
        background: var(--paper);
        box-shadow: 0 4px 12px #0005;
        white-space: nowrap;
      }
    `]}};customElements.define(`teacher-controls`,vs);function ys(e){return e.watching?e.seats.length===4?[x(`web.watch.side_ns`),x(`web.watch.side_ew`)]:[x(`web.place.south`),x(`web.place.north`)]:[x(`web.team.us`),x(`web.team.them`)]}function bs(e,t,n){return e.watching?x(`web.watch.won_by`,{side:ys(e)[t]??``}):x(t===n?`web.result.won`:`web.result.lost`)}function xs(e,t=3){let n=e.slice(0,t).map(e=>e||x(`web.watch.guest`)),r=e.length-n.length;return r>0?x(`web.watch.and_more`,{names:n.join(`, `),n:r}):n.join(`, `)}function Ss(e,t,n){return e.watching||e.evening?_:e.spectators.length?g`<span class="badge" data-testid="audience" title=${xs(e.spectators)}>${x(`web.watch.watched_by`,{n:e.spectators.length})}</span>
    ${_s(e,t,n)}`:_s(e,t,n)}function Cs(e,t,n,r,i){let a=e.seats.length,o=e=>Array.from({length:a},(e,t)=>t).filter(t=>t%2===e).map(t).join(` – `),s=e.spectators.length;return g`<div class="toolbar" data-testid="watching">
    <div class="score" data-testid="score" aria-live="polite">
      <span class="badge">${x(`web.watch.badge`)}</span>
      <span class="team">${o(0)} <b>${r[0]??0}</b></span>
      <span class="team">${o(1)} <b>${r[1]??0}</b></span>
    </div>
    <div class="tools">
      ${n?_:g`<span class="badge warn">${x(`web.table.reconnecting`)}</span>`}
      ${_s(e,t,i)}
      <span class="muted" data-testid="spectators" title=${xs(e.spectators,s)}
        >${x(`web.watch.spectators`,{n:s})}</span
      >
      <button class="quiet" data-testid="stop-watching" @click=${()=>location.hash=`#/`}>${x(`web.watch.stop`)}</button>
    </div>
  </div>`}var ws={card:[[320,.05,`triangle`]],trick:[[440,.06,`triangle`],[330,.08,`triangle`]],turn:[[660,.08,`sine`]],win:[[523,.12,`sine`],[659,.12,`sine`],[784,.2,`sine`]],lose:[[392,.15,`sine`],[330,.25,`sine`]],refuse:[[160,.12,`square`]]},Ts=null;function Es(e,t){if(t&&typeof AudioContext<`u`)try{Ts??=new AudioContext;let t=Ts.currentTime;for(let[n,r,i]of ws[e]){let e=Ts.createOscillator(),a=Ts.createGain();e.type=i,e.frequency.value=n,a.gain.setValueAtTime(.08,t),a.gain.exponentialRampToValueAtTime(.001,t+r),e.connect(a).connect(Ts.destination),e.start(t),e.stop(t+r),t+=r*.9}}catch{}}function Ds(e,t){return t.kind===`human`&&!t.connected&&t.seat!==e.you}function Os(e,t,n){let r=e.seats[t];return t===e.you&&!e.watching?r.name?`${r.name} (${n.you})`:n.you:r.kind===`human`&&r.name?r.ai?`${r.name} (${n.ai})`:r.name:r.kind===`open`?n.open:n.place?n.place(t):As(r.ai,n.ai)}function ks(e,t,n){let r=(e??`heuristic`).split(`:`)[0]||`heuristic`,i=`web.ai.strength.${r}`;return n(i)?t(i):`${t(`web.seat.ai`)} (${r})`}function As(e,t){let n=(e??``).split(`:`)[0];return!n||n===`heuristic`?t:`${t} (${n===`pimc`?`pimc ★`:n})`}function js(e,t){return e.why===`follow_suit`?t.say(`web.refuse.follow_suit`,{suit:t.suit(e.led),card:t.card(e.card)}):e.toMove===null?t.say(`web.refuse.wait`):t.say(`web.refuse.not_your_turn`,{name:t.seat(e.toMove)})}var Ms=`\0seat\0`,Ns=/(?:[Ii]l )?[Pp]osto \u0000seat\u0000|[Ss]eat \u0000seat\u0000/g,Ps=new Set([`card`,`won`,`best`]),Fs=new Set([`cards`]);function Is(e,t){let n=e.map(e=>t.card(e));return n.length<2?n.join(``):`${n.slice(0,-1).join(`, `)} ${t.say(`web.word.and`,{})} ${n[n.length-1]}`}var Ls=new Set([`points`,`gain`,`value`]);function Rs(e,t){let n=[];for(let{code:r,...i}of e){let e=`reason.${r}`;if(!t.has(e))return null;t.you!==void 0&&t.you!==null&&i.seat===t.you&&t.has(`${e}.you`)&&(e=`${e}.you`);let a={},o=null;for(let[e,n]of Object.entries(i))Ps.has(e)&&typeof n==`string`?a[e]=t.card(n):Fs.has(e)&&Array.isArray(n)&&n.every(e=>typeof e==`string`)?a[e]=Is(n,t):e===`suit`&&typeof n==`string`?a[e]=t.suit(n):e===`seat`&&typeof n==`number`?[a[e],o]=[Ms,t.seat(n)]:a[e]=Ls.has(e)&&typeof n==`string`&&t.decimal?t.decimal(n):e===`signal`&&typeof n==`string`&&t.signal?t.signal(n):n;let s=t.say(e,a);o!==null&&(s=s.replace(Ns,Ms).split(Ms).join(o)),n.push(s)}return n.join(` `)}function zs(e,t){return e===t?g`<span class="dealer-mark" data-testid="dealer" data-seat=${t} title=${x(`web.seat.dealer_title`)}>${x(`web.seat.dealer`)}</span>`:_}var Bs=f`
  .dealer-mark {
    font-size: 0.75rem;
    font-weight: 700;
    padding: 0.1em 0.55em;
    border-radius: 999px;
    background: var(--gold);
    color: var(--ink);
    white-space: nowrap;
  }
`,Vs=f`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
    min-height: calc(100vh - 58px); /* under the header and its gold rule */
    --card-w: clamp(64px, min(8.5vw, 12.5vh), 112px);
    --trick-w: clamp(52px, min(6.6vw, 10vh), 92px);
    --small-w: clamp(28px, min(3.2vw, 5.2vh), 44px);
  }
  .score {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: baseline;
    font-size: 1.05rem;
  }
  .tools button:not(.quiet) {
    padding: 0.3em 0.9em;
  }
  .felt {
    flex: 1;
    position: relative; /* a wide screen's training stop is placed by it */
    display: grid;
    grid-template-columns: minmax(90px, 1fr) 3fr minmax(90px, 1fr);
    grid-template-rows: auto 1fr auto;
    grid-template-areas: "north north north" "west middle east" "south south south";
    gap: 0.4rem;
    padding: 0.6rem;
    background: radial-gradient(ellipse at center, #2a7a4d 0%, var(--felt) 55%, var(--felt-dark) 100%);
    color: var(--paper);
  }
  /* four at the table: a trick of four cards, a little smaller, so the table fits the screen */
  .felt.players-4 {
    --trick-w: clamp(48px, min(6.2vw, 9.2vh), 86px);
  }
  .felt.players-2 {
    grid-template-columns: 1fr;
    grid-template-areas: "north" "middle" "south";
  }
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    position: relative;
    min-width: 0;
  }
  .nameplate {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    justify-content: center;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    background: #0000002e;
    max-width: 100%;
  }
  .to-move > .nameplate {
    background: var(--gold);
    color: var(--ink);
    box-shadow: 0 0 14px var(--gold);
  }
  .fan {
    display: flex;
    justify-content: center;
    min-height: calc(var(--small-w) * 1.6);
  }
  .small-card {
    width: var(--small-w);
    aspect-ratio: 5 / 8;
    margin-left: calc(var(--small-w) * -0.4);
    filter: drop-shadow(0 1px 2px #0006);
  }
  .fan.open .small-card {
    margin-left: calc(var(--small-w) * -0.15);
  }
  .middle {
    grid-area: middle;
    display: flex;
    flex-direction: column;
    justify-content: center;
    min-width: 0;
  }
  .table-top {
    display: flex;
    justify-content: center;
    align-items: center;
    gap: clamp(0.5rem, 4vw, 3rem);
    min-width: 0;
  }
  .stock {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.35rem;
    padding: 0 0.5rem;
  }
  .pile {
    position: relative;
    width: calc(var(--trick-w) * 2.1);
    height: calc(var(--trick-w) * 1.6);
  }
  .pile.empty {
    width: var(--trick-w);
    border: 2px dashed #ffffff40;
    border-radius: 10px;
    box-sizing: border-box;
  }
  .face-up {
    position: absolute;
    width: var(--trick-w);
    aspect-ratio: 5 / 8;
    left: calc(var(--trick-w) * 0.3);
    top: 50%;
    transform: translateY(-50%) rotate(-90deg);
    filter: drop-shadow(0 2px 4px #0007);
  }
  .stock-back {
    position: absolute;
    width: var(--trick-w);
    aspect-ratio: 5 / 8;
    right: 0;
    top: 0;
    filter: drop-shadow(2px 3px 3px #0008);
  }
  .stock-back .count {
    position: absolute;
    inset: auto 0 0.4rem 0;
    margin: 0 auto;
    width: max-content;
    min-width: 1.8em;
    text-align: center;
    font-weight: 700;
    font-size: 1.05rem;
    background: var(--paper);
    color: var(--ink);
    border-radius: 999px;
    padding: 0 0.4em;
    box-shadow: 0 1px 3px #0008;
  }
  .stock-caption {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.15rem;
    text-align: center;
    font-size: 0.9rem;
    line-height: 1.25;
  }
  .suit-name {
    font-weight: 700;
    color: var(--gold);
  }
  .taken {
    background: #f3d98a;
    color: var(--ink);
    border-radius: 6px;
    padding: 0.05em 0.5em;
    margin-top: 0.2rem;
  }
  .trick {
    position: relative;
    flex: 0 1 calc(var(--trick-w) * 4.2);
    height: calc(var(--trick-w) * 3.2 + 2.8rem);
    min-width: 0;
  }
  .players-2 .trick {
    flex-basis: calc(var(--trick-w) * 3);
    height: calc(var(--trick-w) * 2.1 + 2.8rem);
  }
  .played {
    position: absolute;
    margin: 0;
    width: var(--trick-w);
    left: 50%;
    top: 50%;
    filter: drop-shadow(0 3px 5px #0007);
    transition: opacity 0.3s;
  }
  .played svg {
    aspect-ratio: 5 / 8;
  }
  .played figcaption {
    position: absolute;
    left: 50%;
    bottom: -0.15rem;
    transform: translate(-50%, 100%);
    font-size: 0.75rem;
    line-height: 1.2rem;
    white-space: nowrap;
    max-width: calc(var(--trick-w) * 1.8);
    overflow: hidden;
    text-overflow: ellipsis;
    background: #0000005a;
    padding: 0 0.45em;
    border-radius: 999px;
  }
  .played.from-north figcaption {
    bottom: auto;
    top: -0.15rem;
    transform: translate(-50%, -100%);
  }
  .played.from-south {
    transform: translate(-50%, 0.2rem);
    animation: from-south 0.35s ease-out;
  }
  .played.from-north {
    transform: translate(-50%, calc(-100% - 0.2rem));
    animation: from-north 0.35s ease-out;
  }
  .players-2 .played.from-north {
    transform: translate(-88%, -56%) rotate(-5deg);
  }
  .players-2 .played.from-south {
    transform: translate(-12%, -44%) rotate(5deg);
  }
  .played.done:not(.winner) {
    opacity: 0.72;
  }
  .played.winner {
    z-index: 2;
  }
  .played.winner svg {
    filter: drop-shadow(0 0 8px var(--gold));
  }
  .played.winner figcaption {
    background: var(--gold);
    color: var(--ink);
    font-weight: 600;
  }
  .status {
    min-height: 1.5rem;
    text-align: center;
    opacity: 0.9;
  }
  .status.mine {
    color: var(--gold);
    font-weight: 700;
    opacity: 1;
  }
  .hand {
    display: flex;
    justify-content: center;
    gap: calc(var(--card-w) * 0.08);
    padding: 0.6rem 0 0.2rem;
  }
  .hand .hand-card {
    width: var(--card-w);
    aspect-ratio: 5 / 8;
    padding: 0;
    border: none;
    border-radius: 8px;
    background: none;
    box-shadow: 0 2px 6px #0006;
    transition: transform 0.15s ease, box-shadow 0.15s;
  }
  .hand:not(.my-turn) .hand-card {
    filter: brightness(0.85);
  }
  .hand-card.refused {
    box-shadow: 0 0 0 3px var(--red), 0 0 18px 6px var(--red);
  }
  .hand-card.suggested,
  .swap.suggested {
    /* lifted no further than the hand's top padding: your nameplate stays readable */
    transform: translateY(-8px);
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  .swap.suggested {
    transform: none;
  }
  .under-hand {
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-items: center;
    gap: 0.4rem 0.6rem;
  }
  .swap {
    background: #f3d98a;
    font-weight: 600;
  }
  /* The suggestion sits at the foot of the table's middle, like the training stop. */
  .suggestion {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: min(40rem, calc(100vw - 1rem));
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
    z-index: 9;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
    background: #fffbe8;
    color: var(--ink);
    padding: 0.4em 0.9em;
    border-radius: 8px;
    max-width: 46rem;
  }
  .suggestion p {
    margin: 0;
    flex: 1 1 16rem;
  }
  /* The training stop sits in the felt's top right corner, beside your partner's or
     opponent's seat, over neither the trick it explains nor your cards (on a phone, folded, at
     the foot of the table's middle); the page no taller than the screen. */
  .stop {
    position: absolute;
    top: 0.6rem;
    right: 0.6rem;
    z-index: 10;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.5rem 0.9rem;
    width: min(24rem, calc(50% - 12rem));
    max-height: min(36vh, 11.5rem); /* above the side cards of a trick of four */
    overflow: auto;
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
  }
  .stop-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.8rem;
    font-weight: 600;
  }
  .reasons {
    margin: 0.4rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.85rem;
  }
  .summary {
    width: min(30rem, 92vw);
    box-sizing: border-box;
    max-height: 90vh;
    overflow: auto;
  }
  .summary h3 {
    margin: 0.2rem 0 0.3rem;
  }
  .verdict {
    font-size: 1.15rem;
    font-weight: 700;
    margin: 0 0 0.3rem;
  }
  .verdict.won {
    color: #2e7d32;
  }
  .verdict.lost {
    color: var(--red);
  }
  .small {
    font-size: 0.85rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    justify-content: flex-end;
  }
  .popover h3 {
    margin: 0 0 0.4rem;
  }
  .stop-why summary {
    cursor: pointer;
    font-size: 0.9rem;
    margin-top: 0.3rem;
  }
  @media (max-width: 640px) {
    .middle {
      position: relative; /* the training stop is placed by it */
    }
    .stop {
      top: auto;
      right: auto;
      left: 50%;
      bottom: 0;
      transform: translateX(-50%);
      width: calc(100vw - 1rem);
      max-height: 100%;
    }
    :host {
      min-height: calc(100vh - 88px); /* the header takes two rows on a phone */
      --card-w: calc((100vw - 2rem) / 3.6);
      --trick-w: calc((100vw - 2rem) / 5.2);
      --small-w: 26px;
    }
    .felt {
      grid-template-columns: 64px 1fr 64px;
      padding: 0.3rem;
      overflow: hidden;
    }
    .seat.west .nameplate,
    .seat.east .nameplate {
      font-size: 0.72rem;
      padding: 0.1rem 0.3rem;
      max-width: 64px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .middle {
      gap: 0.2rem;
    }
    .stock {
      padding: 0;
    }
    .stock-caption {
      font-size: 0.75rem;
      max-width: calc(var(--trick-w) * 1.7);
    }
    .tools .sound {
      display: none;
    }
    .toolbar {
      padding: 0.3rem 0.5rem;
    }
    .tools button:not(.quiet) {
      padding: 0.2em 0.7em;
      font-size: 0.9rem;
    }
    .hand-card.suggested {
      transform: translateY(-10px);
    }
    .players-4 .seat.south {
      --card-w: calc((100vw - 2rem) / 4);
    }
    .players-4 .table-top {
      flex-direction: column;
      gap: 0.2rem;
    }
    .players-4 .stock {
      --trick-w: 34px;
      flex-direction: row;
      gap: 0.6rem;
    }
    .players-4 .stock-caption {
      align-items: flex-start;
      text-align: left;
      max-width: none;
    }
    .players-4 .stock-back .count {
      font-size: 0.8rem;
      bottom: 0.15rem;
    }
    .players-4 .trick {
      flex: none;
      width: calc(var(--trick-w) * 3.3);
    }
    .popover {
      left: 0.5rem;
      right: 0.5rem;
    }
  }
`,Hs=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},Us=rt(class extends it{constructor(e){if(super(e),e.type!==nt.CHILD)throw Error(`repeat() can only be used in text expressions`)}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],a=[],o=0;for(let t of e)i[o]=r?r(t,o):o,a[o]=n(t,o),o++;return{values:a,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=ft(e),{values:a,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,a;let s=this.ut??=[],c=[],l,u,d=0,f=i.length-1,p=0,m=a.length-1;for(;d<=f&&p<=m;)if(i[d]===null)d++;else if(i[f]===null)f--;else if(s[d]===o[p])c[p]=lt(i[d],a[p]),d++,p++;else if(s[f]===o[m])c[m]=lt(i[f],a[m]),f--,m--;else if(s[d]===o[m])c[m]=lt(i[d],a[m]),ct(e,c[m+1],i[d]),d++,m--;else if(s[f]===o[p])c[p]=lt(i[f],a[p]),ct(e,i[d],i[f]),f--,p++;else if(l===void 0&&(l=Hs(o,p,m),u=Hs(s,d,f)),l.has(s[d])){if(l.has(s[f])){let t=u.get(o[p]),n=t===void 0?null:i[t];if(n===null){let t=ct(e,i[d]);lt(t,a[p]),c[p]=t}else c[p]=lt(n,a[p]),ct(e,i[d],n),i[t]=null;p++}else pt(i[f]),f--}else pt(i[d]),d++;for(;p<=m;){let t=ct(e,c[m+1]);lt(t,a[p]),c[p++]=t}for(;d<=f;){let e=i[d++];e!==null&&pt(e)}return this.ut=o,dt(e,c),Le}});function Ws(e,t,n){let r=$o(e.you),[i,a]=n.sides,o=rn(t.briscola),s=t.face_up,c=t.stock;return g`<div class="stock" data-testid="stock" data-count=${c}>
    <div class="pile ${s?``:`empty`}">
      ${s?g`<div class="face-up" data-testid="briscola" data-card=${s} title=${T(s)}>${Q(s,n.deck)}</div>`:_}
      ${c>1?g`<div class="stock-back">${To(n.deck)}<span class="count" data-testid="stock-count">${c}</span></div>`:_}
    </div>
    <div class="stock-caption">
      <span class="suit-name">${x(`web.bri.briscola_suit`,{suit:x(`card.suit.${o}`)})}</span>
      <span class="muted">${c?x(`web.bri.stock_left`,{n:c}):x(`web.bri.stock_empty`)}</span>
      ${n.showPoints?g`<span class="taken" data-testid="points-taken"
            >${x(`web.bri.points_taken`,{mine:i,us:t.taken[r],theirs:a,them:t.taken[1-r]})}</span
          >`:_}
    </div>
  </div>`}function Gs(e,t){let n=e.view,r=e.seats.length,i=[],a=!1;n?{plays:i,complete:a}=ns(n):e.last_trick&&(i=e.last_trick.plays.map(e=>({seat:e.seat,card:ds(e)})),a=!0);let o=n?rn(n.briscola):null,s=a?e.last_trick?.winner??null:i.length&&o?Qo(i,o):null;return g`<div class="trick" data-testid="trick" data-complete=${a?`true`:`false`}>
    ${Us(i,e=>`${e.seat}-${e.card}`,n=>g`<figure
        class="played from-${es(n.seat,e.you,r)} ${s===n.seat?`winner`:``} ${a?`done`:``}"
        data-card=${n.card}
        data-seat=${n.seat}
        title=${T(n.card)}
      >
        ${Q(n.card,t.deck)}
        <figcaption>${t.name(n.seat)}</figcaption>
      </figure>`)}
  </div>`}function Ks(e,t){let n=e.view;if(!n||e.phase===`hand_over`||e.phase===`over`)return g`<div class="status"></div>`;let{complete:r}=ns(n),i=``;return e.phase===`trick_stop`&&e.last_trick?i=x(`web.table.trick_taken_by`,{name:t.name(e.last_trick.winner)}):e.phase===`play`&&(i=os(e)?x(`web.table.your_turn`):x(`web.table.turn_of`,{name:t.name(n.to_move)}),r&&e.last_trick&&(i=`${x(`web.table.trick_taken_by`,{name:t.name(e.last_trick.winner)})} ${i}`)),g`<div class="status ${os(e)?`mine`:``}" data-testid="status" aria-live="polite">${i}</div>`}function qs(e,t,n=`h2`){let r=e.hand_summary;if(!r)return _;let i=r.result,a=$o(e.you),[o,s]=t.sides,c=us(i,e.you),l=fs(r.wins,t.options,e.you),u={won:e.watching?x(`web.watch.won_by`,{side:o}):x(e.seats.length===4?`web.bri.hand_won_team`:`web.bri.hand_won`),lost:e.watching?x(`web.watch.won_by`,{side:s}):x(e.seats.length===4?`web.bri.hand_lost_team`:`web.bri.hand_lost`,{name:s}),draw:x(`web.bri.hand_draw`)}[c],d=i.points[0]===i.points[1]&&i.winner!==null,f=x(`web.bri.hand_over`,{n:r.hand});return g`<section data-testid="hand-summary" data-outcome=${c}>
    ${n===`h2`?g`<h2>${f}</h2>`:g`<h3>${f}</h3>`}
    <p class="verdict ${c}">${u}</p>
    <table>
      <tr>
        <td></td>
        <th>${o}</th>
        <th>${s}</th>
      </tr>
      <tr data-row="points">
        <td>${x(`web.bri.card_points`)}</td>
        <td><b>${i.points[a]}</b></td>
        <td><b>${i.points[1-a]}</b></td>
      </tr>
      <tr data-row="last_trick">
        <td>${x(`web.summary.last_trick`)}</td>
        <td>${i.last_trick===a?`✓`:``}</td>
        <td>${i.last_trick===1-a?`✓`:``}</td>
      </tr>
      <tr data-row="wins">
        <td>${x(`web.bri.hands_won`)}</td>
        <td>${l.us}</td>
        <td>${l.them}</td>
      </tr>
    </table>
    ${d?g`<p class="muted small">${x(`web.bri.tie_last_trick`)}</p>`:_}
    ${l.target&&l.target>1?g`<p class="muted">${x(`web.bri.first_to_long`,{n:l.target})}</p>`:_}
  </section>`}function Js(e,t){let n=e.match.hands;if(n.length<2)return _;let r=$o(e.you),[i,a]=t.sides;return g`<section class="match" data-testid="game-so-far">
    <h3>${x(`web.bri.game_so_far`)}</h3>
    <table>
      <tr>
        <td></td>
        <th>${i}</th>
        <th>${a}</th>
      </tr>
      ${n.map((e,t)=>g`<tr>
          <td>${x(`web.bri.hand_n`,{n:t+1})}</td>
          <td>${e[r]}${e[r]>60?` ★`:``}</td>
          <td>${e[1-r]}${e[1-r]>60?` ★`:``}</td>
        </tr>`)}
    </table>
  </section>`}function Ys(){return typeof window<`u`&&window.matchMedia(`(max-width: 640px)`).matches}function Xs(e,t,n){let r=e.reasons.filter(e=>Ft(e.text));return g`<div class="stop" data-testid="trick-stop">
    <div class="stop-head">
      <span>${x(`web.bri.stop`)}</span>
      <button class="primary" data-testid="continue" @click=${n}>${x(`web.training.continue`)}</button>
    </div>
    ${r.length?g`<details class="stop-why" ?open=${!Ys()}>
          <summary data-testid="stop-why">${x(`web.training.why`)}</summary>
          <ul class="reasons">
            ${r.map(e=>g`<li data-testid="reasons" data-seat=${e.seat} data-card=${ds(e.step)}>
                <b>${t(e.seat)}</b>: ${Ft(e.text)}
              </li>`)}
          </ul>
        </details>`:_}
  </div>`}function Zs(e,t){let n=e.seats.filter(t=>t.kind===`human`&&t.connected&&!e.ready.includes(t.seat)&&t.seat!==e.you);return g`<div class="overlay">
    <div class="panel summary">
      ${qs(e,t)} ${Js(e,t)}
      <div class="buttons">
        ${e.watching?_:e.training?g`<button class="primary" data-testid="continue" @click=${t.goOn}>${x(`web.summary.next_hand`)}</button>`:g`<button class="primary" data-testid="ready" ?disabled=${t.ready} @click=${t.sendReady}>${x(`web.summary.next_hand`)}</button>`}
      </div>
      ${t.ready&&n.length?g`<p class="muted">${x(`web.summary.waiting_for`,{names:n.map(e=>t.name(e.seat)).join(`, `)})}</p>`:_}
    </div>
  </div>`}function Qs(e,t){let n=e.match.winner,r=n===$o(e.you),i=e.seats.length===4;return g`<div class="overlay">
    <div class="panel summary" data-testid="match-result">
      <h2>${n===null?x(`web.result.ended`):e.watching?x(`web.watch.won_by`,{side:t.sides[n===$o(e.you)?0:1]}):r?x(`web.result.won`):i?x(`web.result.lost`):x(`web.bri.won_by`,{name:t.sides[1]})}</h2>
      ${e.within?g`<p class="within">${t.within}</p>`:_}
      ${qs(e,t,`h3`)} ${Js(e,t)}
      <div class="buttons">
        ${t.again?g`<button class="primary" data-testid="new-game" @click=${t.again}>${x(`web.result.again`)}</button>`:_}
        <button data-testid="to-lobby" @click=${t.toLobby}>${x(`web.result.lobby`)}</button>
        ${e.within?_:g`<a class="review" data-testid="review-match" href=${No(e.table)}>${x(`web.replay.open_steps`)}</a>`}
      </div>
      ${t.refusal?g`<p class="error" data-testid="illegal-move">${t.refusal}</p>`:_}
    </div>
  </div>`}function $s(e,t=`within`){let n=e.within;if(!n)return _;let r=$o(e.you);return g`<span class="badge roman" data-testid=${t} title=${x(`web.bri.within_title`)}
    >${x(`web.bri.within`,{us:n.wins[r]??0,them:n.wins[1-r]??0,n:n.best_of})}</span
  >`}function ec(e,t){return g`<div class="popover panel" data-testid="last-trick-panel">
    <h3>${x(`web.table.last_trick`)}</h3>
    <div class="row">
      ${e.plays.map(n=>g`<figure class=${n.seat===e.winner?`winner`:``}>
          <div class="small-card" data-card=${n.card}>${Q(n.card,t.deck)}</div>
          <figcaption>${t.name(n.seat)}</figcaption>
        </figure>`)}
    </div>
    <p>${x(`web.table.trick_taken_by`,{name:t.name(e.winner)})}</p>
    <button @click=${t.close}>${x(`web.close`)}</button>
  </div>`}var tc=f`
  .loading {
    color: white;
    padding: 2rem;
    text-align: center;
  }
  .toolbar {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
    padding: 0.4rem 0.8rem;
    background: var(--felt-dark);
    color: var(--paper);
  }
  .toolbar select {
    margin-left: 0.3rem;
  }
  .toolbar .quiet {
    color: var(--paper);
  }
  .score b {
    font-size: 1.35rem;
    color: var(--gold);
  }
  .tools {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    align-items: center;
  }
  .badge {
    font-size: 0.75rem;
    padding: 0.1em 0.55em;
    border-radius: 999px;
    background: #ffffff26;
    color: inherit;
    border: 1px solid #ffffff40;
  }
  .badge.warn {
    background: var(--red);
  }
  .seat.north {
    grid-area: north;
  }
  .seat.west {
    grid-area: west;
    justify-content: center;
  }
  .seat.east {
    grid-area: east;
    justify-content: center;
  }
  .seat.south {
    grid-area: south;
  }
  .nameplate .strength {
    font-size: 0.8em;
    opacity: 0.78;
  }
  .dot {
    width: 0.55rem;
    height: 0.55rem;
    border-radius: 50%;
    background: #8a8;
  }
  .dot.off {
    background: #a55;
  }
  .small-card:first-child {
    margin-left: 0;
  }
  svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .played.from-west {
    transform: translate(-158%, -50%) rotate(-4deg);
    animation: from-west 0.35s ease-out;
  }
  .played.from-east {
    transform: translate(58%, -50%) rotate(4deg);
    animation: from-east 0.35s ease-out;
  }
  .hand.my-turn .hand-card.playable:hover,
  .hand.my-turn .hand-card.playable:focus-visible {
    transform: translateY(-16px);
    box-shadow: 0 10px 18px #0007;
  }
  .under-hand .error {
    background: #fff;
    padding: 0.3em 0.8em;
    border-radius: 6px;
    margin: 0;
  }
  .overlay {
    position: absolute;
    inset: 0;
    background: #0008;
    display: grid;
    place-items: center;
    z-index: 20;
    animation: fade 0.3s;
  }
  .summary table {
    border-collapse: collapse;
    width: 100%;
    margin: 0.4rem 0 0.8rem;
  }
  .summary td,
  .summary th {
    padding: 0.25rem 0.5rem;
    text-align: right;
    border-bottom: 1px solid #0001;
  }
  .summary td:first-child,
  .summary th:first-child {
    text-align: left;
  }
  .popover {
    position: fixed;
    top: 4rem;
    right: 1rem;
    z-index: 15;
  }
  .popover .row {
    display: flex;
    gap: 0.5rem;
  }
  .popover figure {
    margin: 0;
    text-align: center;
    font-size: 0.75rem;
  }
  .popover .small-card {
    margin: 0;
    --small-w: 56px;
  }
  .popover figure.winner .small-card {
    filter: drop-shadow(0 0 6px var(--gold));
  }
  .waiting {
    margin: 2rem auto;
    max-width: 36rem;
  }
  /* A card played slides in from its player's side; panels fade in. */
  @keyframes from-south {
    from {
      transform: translate(-50%, 140%);
      opacity: 0;
    }
  }
  @keyframes from-north {
    from {
      transform: translate(-50%, -240%);
      opacity: 0;
    }
  }
  @keyframes from-west {
    from {
      transform: translate(-320%, -50%);
      opacity: 0;
    }
  }
  @keyframes from-east {
    from {
      transform: translate(220%, -50%);
      opacity: 0;
    }
  }
  @keyframes fade {
    from {
      opacity: 0;
    }
  }
  /* Training's Suggest on your nameplate, in gold: found without looking under the cards. */
  .nameplate .suggest {
    font-size: 0.85rem;
    padding: 0.15em 0.8em;
    background: var(--gold);
    color: var(--ink);
    font-weight: 700;
  }
  /* A refusal is said just above your cards, over the felt: it takes no room of its own,
     which would push the hand's bottom off a 1280x800 screen or a phone's. */
  .refusal-slot {
    position: relative;
    height: 0;
    width: 100%;
  }
  .refusal-slot .error {
    position: absolute;
    bottom: 0.3rem;
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: 92%;
    z-index: 6;
    pointer-events: none;
    background: #fff;
    padding: 0.3em 0.8em;
    border-radius: 6px;
    margin: 0;
    box-shadow: 0 4px 12px #0006;
  }
  [data-testid="back-to-lobby"] .short {
    display: none; /* on a phone only */
  }
  @media (max-width: 640px) {
    .deck-choice .deck-word {
      display: none; /* the menu alone: it names the deck it shows */
    }
    /* The toolbar in two rows, not four: the score, then the buttons beside a narrow menu. */
    .deck-choice select {
      max-width: 8.5rem;
      font-size: 0.85rem;
      padding: 0.3rem;
    }
    .tools button {
      padding: 0.35rem 0.7rem;
      font-size: 0.9rem;
    }
    .tools [data-testid="training-badge"] {
      display: none; /* the open hands and Suggest say it is training */
    }
    /* The way to the lobby beside the score (its short name), the table's buttons below. */
    .tools {
      display: contents;
    }
    .tools > * {
      order: 2;
    }
    .tools [data-testid="back-to-lobby"],
    .tools [data-testid="leave"] {
      order: 1;
    }
    [data-testid="back-to-lobby"] .long {
      display: none;
    }
    [data-testid="back-to-lobby"] .short {
      display: inline;
    }
  }
`,nc=class extends Error{constructor(e){super(e.message),this.answer=e}},rc=1;function ic(e){return{type:`error`,v:1,id:null,code:`closed`,message:x(e,{},`en`),message_it:x(e,{},`it`)}}var ac=new Set([`bad_token`,`no_table`,`name_taken`,`match_over`]),oc={4403:`web.error.closed_no_seat`,4404:`web.error.closed_no_table`,4409:`web.error.closed_replaced`,4410:`web.error.closed_left`,4411:`web.error.closed_gone`},sc=class e{constructor(e,t,n=e=>new WebSocket(e)){this.url=e,this.events=t,this.open=n,this.socket=null,this.nextId=1,this.lastSeq=-1,this.last=null,this.retryMs=400,this.closed=!1,this.pending=new Map}static urlFor(e,t,n){return`${n.protocol===`https:`?`wss:`:`ws:`}//${n.host}/api/tables/${encodeURIComponent(e)}/ws?token=${encodeURIComponent(t)}`}static forSeat(t,n,r){return t.watching?e.watchUrlFor(t.table,n,r):e.urlFor(t.table,t.token,r)}static watchUrlFor(e,t,n){return`${n.protocol===`https:`?`wss:`:`ws:`}//${n.host}/api/tables/${encodeURIComponent(e)}/watch?name=${encodeURIComponent(t)}`}connect(){if(this.closed)return;let e=this.open(this.url);this.socket=e,this.lastSeq=-1,e.onopen=()=>{this.retryMs=400,this.events.connected(!0)},e.onmessage=t=>{this.socket===e&&this.receive(String(t.data))},e.onclose=t=>{if(this.socket!==e)return;this.socket=null,this.events.connected(!1);for(let[,e]of this.pending)e.reject(new nc(ic(`web.error.connection_lost`)));this.pending.clear();let n=typeof t?.code==`number`?oc[t.code]:void 0;n&&!this.closed&&(this.closed=!0,this.events.error(ic(n))),this.closed||(setTimeout(()=>this.connect(),this.retryMs),this.retryMs=Math.min(this.retryMs*2,5e3))}}receive(e){let t;try{t=JSON.parse(e)}catch{return}if(t.type===`state`){t.seq>=this.lastSeq&&(this.lastSeq=t.seq,this.last=t,this.events.state(this.last));return}if(t.type===`audience`){this.last&&(this.last={...this.last,spectators:t.spectators},this.events.state(this.last));return}if(t.type===`presence`){if(this.last&&t.seat.seat<this.last.seats.length){let e=this.last.seats.map(e=>e.seat===t.seat.seat?t.seat:e);this.last={...this.last,seats:e},this.events.state(this.last)}return}let n=typeof t.id==`number`?this.pending.get(t.id):void 0;n&&typeof t.id==`number`&&this.pending.delete(t.id),t.type===`error`?(ac.has(t.code)&&(this.closed=!0),n?n.reject(new nc(t)):this.events.error(t)):n?.resolve(t)}send(e){let t=this.socket;if(!t||t.readyState!==rc)return Promise.reject(new nc(ic(`web.error.not_connected`)));let n=this.nextId++;return new Promise((r,i)=>{this.pending.set(n,{resolve:r,reject:i}),t.send(JSON.stringify({...e,id:n}))})}close(){this.closed=!0,this.socket?.close(),this.socket=null}};function cc(e,t){return t(`web.evening.badge`,{round:e.round,board:e.board,index:e.index,count:e.count})}function lc(e,t){return t(`web.evening.badge_label`,{round:e.round,board:e.board,index:e.index,count:e.count})}function uc(e){return!!e.evening&&(e.phase===`over`||e.status===`finished`)}function dc(e){return`#/evening/${encodeURIComponent(e)}`}function fc(e,t){return e.evening?e.round?t(`web.evening.seat_line`,{round:e.round}):t(`web.evening.seat_line_plain`):null}function pc(e){return e?g`<span class="badge evening" role="status" data-testid="evening-badge" aria-label=${lc(e,x)}
    >${cc(e,x)}</span
  >`:_}function mc(e){return g`<div class="overlay">
    <div class="panel summary" data-testid="evening-round-over" role="dialog" aria-modal="true" aria-labelledby="evening-round-over-title">
      <h2 id="evening-round-over-title">${x(`web.evening.round_over`,{round:e.round})}</h2>
      <p>${x(`web.evening.round_over_hint`)}</p>
      <div class="buttons">
        <button class="primary" data-testid="evening-back" data-autofocus @click=${()=>location.hash=dc(e.evening)}>
          ${x(`web.evening.back`)}
        </button>
      </div>
    </div>
  </div>`}function hc(e){return g`${lo.map(t=>g`<optgroup label=${x(`web.deck.group.${t.suits}`)}>
        ${t.decks.map(t=>g`<option value=${t} ?selected=${t===e}>${x(`web.deck.${t}`)}</option>`)}
      </optgroup>`)}`}function gc(e,t,n,r){return g`<label class="deck-choice"
      ><span class="deck-word">${x(`web.settings.deck`)}</span>
      <select data-testid="deck" aria-label=${x(`web.settings.deck`)} .value=${e} @change=${e=>n(e.target.value)}>
        ${hc(e)}
      </select></label
    >
    <button class="quiet sound" aria-pressed=${t?`true`:`false`} @click=${r}>${x(t?`web.sound.on`:`web.sound.off`)}</button>`}var _c=class extends v{static{this.properties={table:{},invite:{state:!0},failed:{state:!0}}}constructor(){super(),this.display=new w(this),this.table=``,this.invite=null,this.failed=``}updated(e){e.has(`table`)&&this.table&&this.load()}async load(){try{this.invite=await C.invite(this.table)}catch(e){this.failed=e instanceof Error?e.message:String(e)}}render(){let e=this.invite;return this.failed?g`<p class="error">${this.failed}</p>`:e?e.local_only?g`<p class="muted" data-testid="join-private">${x(`web.waiting.local_only`)}</p>`:g`<div class="invite">
      <img data-testid="join-qr" src=${C.inviteQr(this.table)} width="132" height="132" alt=${x(`web.waiting.qr_alt`)} />
      <p>
        ${x(`web.waiting.share`)}
        <a data-testid="join-link" href=${e.link}>${e.link}</a>
        <span class="muted small">${x(`web.waiting.qr_hint`)}</span>
      </p>
    </div>`:_}static{this.styles=[$,f`
      .invite {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8rem;
        align-items: center;
      }
      .invite img {
        border-radius: 6px;
        background: #fff;
      }
      .invite p {
        flex: 1 1 14rem;
        margin: 0;
        overflow-wrap: anywhere;
      }
      .invite a {
        font-family: ui-monospace, monospace;
        font-weight: 600;
      }
      .small {
        display: block;
        font-size: 0.85rem;
        margin-top: 0.3rem;
      }
    `]}};customElements.define(`table-invite`,_c);function vc(e){return g`<section class="panel waiting" data-testid="waiting-room">
    <h2>${e.title}</h2>
    ${e.options?g`<p data-testid="table-options">${x(`web.waiting.options`,{options:e.options})}</p>`:_}
    <table-invite .table=${e.table}></table-invite>
    <ol class="seat-list">
      ${e.state.seats.map(t=>g`<li data-seat=${t.seat}>
          ${e.name(t.seat)} ${Ds(e.state,t)?g`<span class="muted">(${x(`web.seat.away`)})</span>`:_}
        </li>`)}
    </ol>
    ${e.creator?g`<button class="primary" data-testid="start-table" @click=${e.start}>${x(`web.waiting.start`)}</button>
          <p class="muted">${x(`web.waiting.start_hint`)}</p>`:g`<p>${x(`web.waiting.wait_creator`)}</p>`}
    <button class="quiet" data-testid="leave-waiting" @click=${e.leave}>${x(`web.table.leave`)}</button>
    ${e.refusal?g`<p class="error" data-testid="illegal-move">${e.refusal}</p>`:_}
  </section>`}function yc(e){return y()===`it`?e.message_it:e.message}var bc=class extends v{static{this.properties={seat:{attribute:!1},store:{attribute:!1},state:{state:!0},listed:{state:!0},connected:{state:!0},refusal:{state:!0},refusedCard:{state:!0},sentReady:{state:!0}}}constructor(e){super(),this.display=new w(this),this.connection=null,this.eveningBackFocused=!1,this.handOptions=null,this.onKey=e=>{if(e.altKey||e.ctrlKey||e.metaKey)return;let t=e.target;t&&[`INPUT`,`SELECT`,`TEXTAREA`].includes(t.tagName)||this.key(e)},this.setup={listing:!0,leaveConfirm:`web.table.leave_confirm`,...e},this.state=null,this.listed=null,this.connected=!1,this.refusal=``,this.refusedCard=``,this.sentReady=!1}connectedCallback(){super.connectedCallback(),window.addEventListener(`keydown`,this.onKey),this.connection=new sc(sc.forSeat(this.seat,this.store.settings.nickname,location),{state:e=>this.receive(e),error:e=>this.refuse(yc(e)),connected:e=>this.connected=e}),this.connection.connect(),this.setup.listing&&C.table(this.seat.table).then(e=>this.listed=e).catch(()=>void 0)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener(`keydown`,this.onKey),this.connection?.close(),this.connection=null}answered(e){}tableOptions(){return null}turnSound(){Es(`turn`,this.sounds)}startRefused(e){this.refusal=e}receive(e){if(Jt(this,this.seat.table,this.setup.game,e))return;let t=this.state;this.receiving(e,t),this.myTurn(e)&&!this.myTurn(t)&&this.turnSound(),e.phase!==`hand_over`&&(this.sentReady=!1),e.view&&(this.handOptions=e.view.options),e.phase===`over`&&t?.phase!==`over`&&e.match.winner!==null&&Es(e.match.winner===e.you%2?`win`:`lose`,this.sounds),e.status===`finished`&&this.seat.mode!==`multi`&&this.store.removeSeat(this.seat.table),this.state=e}refuse(e,t=``){this.refusal=e,this.refusedCard=t,Es(`refuse`,this.sounds)}async send(e,t=``){try{let t=await this.connection?.send(e);return t?(this.answered(t),t):null}catch(e){return e instanceof nc&&this.refuse(yc(e.answer),t),null}}get deck(){return this.display.value.deck}get sounds(){return this.store.settings.sounds}get gameOptions(){return this.state?.view?.options??this.handOptions??this.listed?.options??null}labels(e){return{ai:x(`web.seat.ai`),open:x(`web.seat.open`),you:x(`web.seat.you`),place:t=>x(`web.place.${this.placeOf(e,t)}`)}}name(e,t){return Os(e,t,this.labels(e))}suggest(){this.state?.training&&this.myTurn(this.state)&&this.send({type:`suggest`})}goLobby(){location.hash=`#/`}async leave(){if(this.state?.status===`playing`&&!confirm(x(this.setup.leaveConfirm)))return;let e=this.state?.status===`playing`;await this.send({type:`leave`}),this.store.leaveSeat(this.seat.table,e),this.goLobby()}async start(){try{await C.start(this.seat.table,this.seat.token)}catch(e){this.startRefused(e instanceof Error?e.message:String(e))}}async again(){let e=this.state,t=this.gameOptions;if(!e||!t)return;let n=this.store.settings,r=this.store.profile;try{let i=await C.create({game:e.game,options:t,seats:e.seats.map(t=>t.seat===e.you?`human`:`ai:${t.ai??`heuristic`}`),ai_delay_ms:this.listed?.ai_delay_ms??n.aiDelayMs,...e.training?{training:!0}:{},...n.nickname.trim()?{names:{0:n.nickname.trim()}}:{},...r&&!e.training?{profiles:{0:r}}:{}}),a=i.tokens[0];this.store.addSeat({...this.seat,table:i.id,token:a,seat:0,created:new Date().toISOString(),creator:!0}),await C.start(i.id,a),location.hash=`#/table/${i.id}`}catch(e){this.refusal=e instanceof Error?e.message:String(e)}}againOffer(e){return e.evening||this.seat.evening?null:e.seats.every(t=>t.seat===e.you||t.kind===`ai`)&&this.seat.mode!==`multi`?()=>void this.again():null}isReady(e){return this.sentReady||e.ready.includes(e.you)}sendReady(){this.sentReady=!0,this.send({type:`ready`})}goOn(){this.send({type:`continue`})}render(){let e=this.state;return e?e.status===`waiting`?this.renderWaiting(e):this.renderTable(e):g`<div class="loading">${x(`web.table.connecting`)}</div>`}renderWaiting(e){return vc({title:this.waitingTitle(),table:this.seat.table,options:this.tableOptions(),state:e,name:t=>this.name(e,t),creator:this.seat.creator===!0,refusal:this.refusal,start:()=>void this.start(),leave:()=>void this.leave()})}watchingBar(e,t){return Cs(e,t=>this.name(e,t),this.connected,t,e=>this.send(e))}seatBadges(e){return g`${pc(e.evening)} ${e.training?g`<span class="badge" data-testid="training-badge">${x(`web.training.badge`)}</span>`:_}
      ${Ss(e,t=>this.name(e,t),e=>this.send(e))}
      ${this.connected?_:g`<span class="badge warn">${x(`web.table.reconnecting`)}</span>`}`}matchEnd(e,t){return e.evening&&uc(e)?mc(e.evening):t()}deckTools(){return gc(this.deck,this.sounds,e=>Kt(this,{deck:e}),()=>{this.store.update({sounds:!this.sounds}),this.requestUpdate()})}leaveOrPause(){return this.seat.mode===`multi`?g`<button class="quiet" data-testid="leave" @click=${()=>this.leave()}>${x(`web.table.leave`)}</button>`:g`<button class="quiet" data-testid="back-to-lobby" title=${x(`web.table.pause`)} @click=${()=>this.goLobby()}>
          <span class="long">${x(`web.table.pause`)}</span><span class="short">${x(`web.table.pause_short`)}</span>
        </button>`}refusalSlot(){return g`<div class="refusal-slot">${this.refusal?g`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>`:_}</div>`}updated(e){let t=this.renderRoot.querySelector(`[data-testid=evening-back]`);t&&!this.eveningBackFocused&&t.focus(),this.eveningBackFocused=t!==null,e.has(`refusedCard`)&&this.refusedCard&&this.renderRoot.querySelector(`.hand [data-card="${this.refusedCard}"]`)?.animate([{transform:`translateX(-4px)`},{transform:`translateX(4px)`},{transform:`none`}],{duration:240})}},xc=class extends bc{static{this.properties={suggestion:{state:!0},showPoints:{state:!0},showLast:{state:!0}}}constructor(){super({game:`briscola`}),this.suggestion=null,this.showPoints=!1,this.showLast=!1}receiving(e,t){let n=e=>e?.view?.plays.length??0;(n(e)!==n(t)||e.view?.hand.join()!==t?.view?.hand.join())&&(n(e)>n(t)&&Es((e.view?ns(e.view):null)?.complete?`trick`:`card`,this.sounds),this.refusal=``,this.refusedCard=``,this.suggestion=null),os(e)||(this.suggestion=null)}myTurn(e){return os(e)}answered(e){e.type===`step_suggestion`&&(this.suggestion=e)}step(e){let t=this.state,n=t?.view;if(t&&n&&(ls(e)||!gs(t,e.card,e=>this.send(e)))){if(n.to_move!==n.seat){let r=js({why:`not_your_turn`,toMove:n.to_move},{say:x,card:T,suit:e=>e,seat:e=>this.name(t,e)});this.refuse(r,ls(e)?``:e.card)}else this.refusal=``,this.refusedCard=``,this.send(ss(e,n),ls(e)?``:e.card)}}key(e){let t=this.state?.view;if(/^[1-9]$/.test(e.key)&&t){let n=t.hand[Number(e.key)-1];n&&this.step({card:n})}else e.key===`l`||e.key===`L`?this.showLast=!this.showLast:e.key===`p`||e.key===`P`?this.showPoints=!this.showPoints:(e.key===`s`||e.key===`S`)&&this.suggest()}placeOf(e,t){return es(t,e.you,e.seats.length)}sides(e){return e.watching||e.seats.length===4?ys(e):[x(`web.bri.you`),this.name(e,1-e.you)]}renderTable(e){let t=e.view,n=e.seats.length,r=e.seats.map(e=>e.seat).filter(t=>t!==e.you);return g`
      ${this.renderToolbar(e)}
      <div class="felt players-${n}" data-testid="briscola-table">
        ${r.map(t=>this.renderSeat(e,t,es(t,e.you,n)))}
        <div class="middle">
          <div class="table-top">${t?Ws(e,t,this.felt(e)):_} ${Gs(e,this.felt(e))}</div>
          ${Ks(e,this.felt(e))}
          ${this.suggestion&&e.view?this.renderSuggestion(this.suggestion,e.view):_}
          ${e.phase===`trick_stop`?Xs(e,t=>this.name(e,t),()=>this.goOn()):_}
        </div>
        ${this.renderSouth(e)}
      </div>
      ${this.renderOverlays(e)}
    `}waitingTitle(){return`${x(`web.bri.title`)} — ${x(`web.waiting.title`)}`}renderToolbar(e){if(e.watching)return this.watchingBar(e,e.match.wins);let t=e.view,[n,r]=this.sides(e),i=fs(e.match.wins,this.gameOptions,e.you),a=e.match.hands.length+ +!!t;return g`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite" title=${x(`web.bri.hands_won`)}>
        <span class="team us">${n} <b>${i.us}</b></span>
        <span class="team them">${r} <b>${i.them}</b></span>
        ${e.evening?_:g`<span class="muted"
              >${i.target===1?x(`web.bri.one_hand`):i.target?x(`web.bri.first_to`,{n:i.target}):``}
              ${i.target!==1&&a?g`· ${x(`web.bri.hand_n`,{n:a})}`:_}</span
            >`}
        ${$s(e)}
      </div>
      <div class="tools">
        ${this.seatBadges(e)}
        <button
          data-testid="points"
          aria-pressed=${this.showPoints?`true`:`false`}
          ?disabled=${!t}
          title=${x(`web.bri.points_title`)}
          @click=${()=>this.showPoints=!this.showPoints}
        >
          ${x(`web.bri.points`)}
        </button>
        <button data-testid="last-trick" ?disabled=${!e.last_trick} @click=${()=>this.showLast=!this.showLast}>
          ${x(`web.table.last_trick`)}
        </button>
        ${this.deckTools()} ${this.leaveOrPause()}
      </div>
    </div>`}renderSeat(e,t,n){let r=e.view,i=e.seats[t],a=r?rs(r)[t]:0,o=r?.all_hands?.[t],s=e.phase===`play`&&r?.to_move===t,c=!e.watching&&e.seats.length===4&&$o(t)===$o(e.you);return g`<div class="seat ${n} ${s?`to-move`:``}" data-position=${n} data-seat=${t}>
      <div class="nameplate">
        <span class="dot ${i.connected||i.kind===`ai`?`on`:`off`}" title=${i.connected||i.kind===`ai`?``:x(`web.seat.away`)}></span>
        <span class="name" data-testid="seat-name">${this.name(e,t)}</span>
        ${i.kind===`ai`?g`<span class="strength" data-testid="seat-strength">${ks(i.ai,x,b)}</span>`:_}
        ${i.kind===`human`&&i.ai?g`<span class="badge" title=${x(`web.seat.ai_plays_title`)}>${x(`web.seat.ai_plays`)}</span>`:_}
        ${c?g`<span class="badge team-badge">${x(`web.seat.partner`)}</span>`:_}
        ${zs(r?.dealer,t)}
      </div>
      <div class="fan ${o?`open`:``}" data-testid="cards-left" data-seat=${t} data-count=${a} role=${o?`group`:`img`} aria-label=${x(`web.seat.cards_left`,{n:a})} title=${x(`web.seat.cards_left`,{n:a})}>
        ${o?o.map(e=>g`<div class="small-card" data-card=${e} title=${T(e)}>${Q(e,this.deck)}</div>`):Array.from({length:a},()=>g`<div class="small-card back">${To(this.deck)}</div>`)}
      </div>
    </div>`}renderSouth(e){let t=e.view,n=t?.hand??[],r=os(e),i=new Set(t?.legal??[]),a=as(t),o=this.suggestion?cs(this.suggestion.step):e.hint,s=this.suggestion!==null&&ls(this.suggestion.step);return g`<div class="seat south ${r?`to-move`:``}" data-position="south" data-seat=${e.you}>
      <div class="nameplate">
        <span class="name">${this.name(e,e.you)}</span>
        ${zs(t?.dealer,e.you)}
        ${e.training&&r?g`<button class="suggest" data-testid="suggest" @click=${()=>this.suggest()}>${x(`web.training.suggest`)}</button>`:_}
      </div>
      ${this.refusalSlot()}
      <div class="hand ${r?`my-turn`:``}" data-testid="hand" role="group" aria-label=${x(`web.table.your_hand`)}>
        ${n.map((e,t)=>{let n=r&&i.has(e);return g`<button
            class="hand-card ${n?`playable`:``} ${this.refusedCard===e?`refused`:``} ${o===e?`suggested`:``}"
            data-card=${e}
            data-playable=${n?`true`:`false`}
            title=${T(e)}
            @click=${()=>this.step({card:e})}
          >
            ${Co(e,this.deck,t+1)}
          </button>`})}
      </div>
      <div class="under-hand">
        ${a&&t?.face_up?g`<button class="swap ${s?`suggested`:``}" data-testid="swap-seven" data-card=${a.swap} @click=${()=>this.step(a)}>
              ${x(`web.bri.swap`,{seven:T(a.swap),card:T(t.face_up)})}
            </button>`:_}
      </div>
    </div>`}renderSuggestion(e,t){let n=T(cs(e.step));return g`<div class="suggestion" data-testid="suggestion">
      <p><b>${ls(e.step)?x(`web.bri.suggested_swap`,{card:t.face_up?T(t.face_up):``}):x(`web.training.suggested`,{card:n})}</b> — ${Ft(e.text)}</p>
      <button class="primary" data-testid="take-suggestion" @click=${()=>this.step(e.step)}>${x(`web.bri.take_suggestion`)}</button>
    </div>`}renderOverlays(e){return g`
      ${this.showLast&&e.last_trick&&e.phase!==`hand_over`&&e.phase!==`over`?ec({plays:e.last_trick.plays.map(e=>({seat:e.seat,card:ds(e)})),winner:e.last_trick.winner},this.panelContext(e)):_}
      ${e.phase===`hand_over`&&e.hand_summary?this.renderHandOver(e):_}
      ${e.phase===`over`?this.matchEnd(e,()=>this.renderMatchOver(e)):_}
    `}felt(e){return{deck:this.deck,name:t=>this.name(e,t),sides:this.sides(e),showPoints:this.showPoints}}summaryContext(e){return{sides:this.sides(e),options:this.gameOptions}}panelContext(e){return{name:t=>this.name(e,t),deck:this.deck,close:()=>this.showLast=!1}}renderHandOver(e){return Zs(e,{...this.summaryContext(e),name:t=>this.name(e,t),ready:this.isReady(e),sendReady:()=>this.sendReady(),goOn:()=>this.goOn()})}renderMatchOver(e){return Qs(e,{...this.summaryContext(e),within:e.within?$s(e,`within-result`):_,again:e.within?null:this.againOffer(e),toLobby:()=>this.goLobby(),refusal:this.refusal})}static{this.styles=[$,Bs,tc,Vs]}};customElements.define(`briscola-view`,xc);var Sc={name:`briscola`,label:()=>x(`web.bri.title`),view:({seat:e,store:t})=>g`<briscola-view data-table=${e.table} .seat=${e} .store=${t}></briscola-view>`,lobby:{title:()=>x(`web.bri.title`),hint:()=>x(`web.bri.lobby_hint`),fan:{cards:[`Rs`,`Ab`,`3c`],deck:null},players:Xt,defaultSeat:`ai:heuristic`,playerLabel:Zt,describe:e=>x(e.hands_to_win===1?`web.bri.describe_one`:`web.bri.describe`,{players:e.players??2,hands:e.hands_to_win??4})},replay:({record:e,match:t,start:n})=>g`<steps-replay .record=${e} .match=${t} .start=${n}
      .build=${t=>ps(e,t)}></steps-replay>`},Cc=[`h`,`s`,`d`,`c`],wc=[`A`,`2`,`3`,`4`,`5`,`6`,`7`,`8`,`9`,`T`,`J`,`Q`,`K`];function Tc(e){return e.split(`=`)[0]}var Ec={h:`♥`,d:`♦`,c:`♣`,s:`♠`};function Dc(e){return`${e[0]===`T`?`10`:e[0]}${Ec[e[1]??``]??``}`}function Oc(e){let[,t]=e.split(`=`);return t??null}function kc(e,t){return e===`JK`||t&&(e===`2c`||e===`2s`)}function Ac(e,t=y()){let n=Oc(e),r=D(e,t);return n===null?r:x(`web.pin.wild_as`,{wild:r,card:n.length>1?D(n,t):x(`card.french.rank.${n}`,{},t)},t)}function jc(e,t,n=y()){let r=e.filter(e=>!t.every(t=>t.includes(e)));return(r.length?r:e).map(e=>Ac(e,n)).join(`, `)}function Mc(e,t=!1){let n=e=>kc(e,t)?1e3+ +(e===`JK`):Cc.indexOf(e[1])*20+wc.indexOf(e[0]);return[...e].sort((e,t)=>n(e)-n(t))}function Nc(e){return e%2}function Pc(e,t,n,r){let i=((e-t)%n+n)%n;return i===0?`south`:n===2||i===2?`north`:i===1?r===`clockwise`?`west`:`east`:r===`clockwise`?`east`:`west`}function Fc(e,t){return t<0||t>=e.length?[]:e.slice(t)}function Ic(e){let t=Nc(e.seat);return[e.melds.filter(e=>e.team===t),e.melds.filter(e=>e.team!==t)]}function Lc(e){return!!e&&!e.watching&&e.phase===`play`&&!!e.view&&e.view.to_move===e.you}function Rc(e,t,n,r){let i={drawStock:!1,endHand:!1,takePile:!1,meld:!1,attach:!1,swap:!1,discard:!1,undo:!1};if(!e||!Lc(e)||!e.view)return i;let a=e.view;if(a.phase===`draw`)return{...i,drawStock:a.stock_size>0,endHand:a.stock_size===0,takePile:r!==null&&a.usable_pile.includes(r)};let o=n===null?void 0:a.melds.find(e=>e.number===n),s=o!==void 0&&o.team===Nc(a.seat),c=o?Bc(o,a.options.pinelle):null,l=o!==void 0&&c!==null&&(c===`JK`||s)&&a.opened[a.seat];return{...i,meld:t.length>=3,attach:t.length>=1&&s,swap:t.length===1&&l&&!kc(t[0],a.options.pinelle),discard:t.length===1&&a.discardable.includes(t[0]),undo:(a.turn?.actions.length??0)>0}}function zc(e,t,n,r){let i=Rc(e,t,n,r),a=e=>({meld:e,attach:e,swap:e,discard:e});if(!e||!e.view||!Lc(e))return a(`web.pin.why_not.turn`);let o=e.view;if(o.phase===`draw`)return a(`web.pin.why_not.draw_first`);let s=n===null?void 0:o.melds.find(e=>e.number===n);return{meld:i.meld?null:`web.pin.why_not.meld`,attach:i.attach?null:t.length===0?`web.pin.why_not.attach_cards`:`web.pin.why_not.attach_meld`,swap:i.swap?null:o.opened[o.seat]?s===void 0||Bc(s,o.options.pinelle)===null?`web.pin.why_not.swap_meld`:`web.pin.why_not.swap_card`:`web.pin.why_not.swap_open`,discard:i.discard?null:t.length===1?`web.pin.why_not.discard_card`:`web.pin.why_not.discard_one`}}function Bc(e,t){if(e.kind===`jokers`)return null;for(let n of e.cards)if(Oc(n)!==null&&kc(Tc(n),t))return Tc(n);return null}function Vc(e,t){return e.some(e=>kc(e,t))}function Hc(e,t){let n=new Set(e);return n.has(t)?n.delete(t):n.add(t),n}function Uc(e,t){return e.filter((e,n)=>t.has(n))}function Wc(e,t){return{type:`step`,step:e,turn:t.turns.length}}function Gc(e,t){return t===null?{meld:e}:{attach:t,cards:e}}function Kc(e){return`attach`in e||`swap`in e}var qc=[`melded`,`in_hand`,`closing`,`not_opened`,`total`];function Jc(e){let t=[];for(let n of[`chiusura_in_mano`,`no_close_first_round`,`open_before_pile`])e[n]===!0&&t.push(x(`web.pin.house.${n}`));let n=e.first_meld_minimum;return typeof n==`number`&&n>0&&t.push(x(`web.pin.house.first_meld_minimum`,{n})),t}function Yc(e,t=14){let n=Math.max(1,Math.ceil(e/t));return Math.max(1,Math.ceil(e/n))}var Xc=`francesi`;function Zc(e,t,n){let r=Array.from({length:t.options.players},(e,t)=>t).filter(t=>t!==e.you),i=[`west`,`north`,`east`];return r.map(n=>({seat:n,position:Pc(n,e.you,t.options.players,t.options.direction)})).sort((e,t)=>i.indexOf(e.position)-i.indexOf(t.position)).map(({seat:r,position:i})=>{let a=t.to_move===r&&e.phase===`play`,o=t.known[r]??[],s=t.all_hands?.[r];return g`<div class="other ${a?`to-move`:``}" data-position=${i} data-seat=${r}>
      <div class="nameplate">
        <b data-testid="seat-name">${n.name(r)}</b>
        ${e.seats[r].kind===`ai`?g`<span class="strength" data-testid="seat-strength">${el(e.seats[r].ai)}</span>`:_}
        ${e.seats[r].kind===`human`&&e.seats[r].ai?g`<span class="badge" title=${x(`web.seat.ai_plays_title`)}>${x(`web.seat.ai_plays`)}</span>`:_}
        ${n.sides?_:g`<span class="muted">${Nc(r)===Nc(e.you)?x(`web.pin.partner`):x(`web.pin.opponent`)}</span>`}
        ${t.opened[r]?g`<span class="badge">${x(`web.pin.opened`)}</span>`:_}
        ${zs(t.dealer,r)}
      </div>
      <div class="backs ${s?`open`:``}" title=${x(`web.pin.cards_left`,{n:t.hand_sizes[r]})}>
        ${s?Mc(s,t.options.pinelle).map(e=>g`<div class="tiny" data-card=${e}>${Q(e,Xc)}</div>`):g`<div class="tiny">${To(Xc)}</div>
              <span class="count" data-testid="cards-left" data-seat=${r}>${t.hand_sizes[r]}</span>`}
      </div>
      ${o.length&&!s?g`<div class="known" title=${x(`web.pin.known`)}>
            ${o.map(e=>g`<div class="tiny" data-card=${e}>${Q(e,Xc)}</div>`)}
          </div>`:_}
    </div>`})}function Qc(e,t){let[n,r]=Ic(e),i=(e,n,r)=>g`<section
    class="team-melds ${r}"
    data-testid=${`melds-${r}`}
  >
    <h2>${e} <span class="muted">${n.reduce((e,t)=>e+t.points,0)}</span></h2>
    ${n.length?_:g`<p class="muted small">${x(`web.pin.no_melds`)}</p>`}
    <div class="meld-list">${n.map(e=>$c(e,t))}</div>
  </section>`,[a,o]=t.sides?t.sides.map(e=>x(`web.watch.melds_of`,{side:e})):[x(`web.pin.our_melds`),x(`web.pin.their_melds`)];return g`${i(a??``,n,`us`)} ${i(o??``,r,`them`)}`}function $c(e,t){let n=t.meld===e.number;return g`<button
    class="meld ${n?`chosen`:``}"
    data-meld=${e.number}
    aria-pressed=${n?`true`:`false`}
    title=${x(`web.pin.meld_title`,{n:e.number+1,points:e.points})}
    @click=${()=>t.chooseMeld(n?null:e.number)}
  >
    <span class="sr-only">${x(`web.pin.meld_name`,{n:e.number+1,points:e.points})}</span>
    ${e.cards.map(e=>{let t=Oc(e),n=t?x(`web.pin.stands_for`,{card:t.length>1?D(t):x(`card.french.rank.${t}`)}):``;return g`<span class="meld-card" data-card=${e} title=${D(e)}>
        ${Q(Tc(e),Xc)}
        ${t?g`<span class="stands" title=${n}><span aria-hidden="true">${Dc(t)}</span><span class="sr-only">${n}</span></span>`:_}
      </span>`})}
    <span class="points" aria-hidden="true">${e.points}</span>
  </button>`}function el(e){let t=`web.pin.seat.${e??``}`;return b(t)?x(t):As(e,x(`web.seat.ai`))}function tl(e,t){let n=t.querySelector(`.felt`);if(!n)return;let r=`${Math.max(0,Math.round(n.getBoundingClientRect().top+window.scrollY))}px`;e.style.getPropertyValue(`--felt-top`)!==r&&e.style.setProperty(`--felt-top`,r)}function nl(e){let t=e.querySelector(`.felt`)?.getBoundingClientRect(),n=e.querySelector(`.toolbar`)?.getBoundingClientRect();if(!t||!n)return null;let r=t.bottom-window.innerHeight;return r>1&&window.scrollBy(0,Math.min(r,Math.max(n.top,0))),window.scrollY}function rl(e){if(e===null||window.scrollY===e)return!1;let t=document.documentElement.scrollHeight-window.innerHeight;return!(window.scrollY<e&&window.scrollY>=t-1)}function il(e,t){return e.hands.flatMap((e,n)=>ol(e,n+1,t))}var al=e=>e.map(e=>D(e)).join(`, `);function ol(e,t,n){let r=e.deal.map(e=>[...e]),i=[e.upcard],a=[],o=0,s=(s,c,l,u=``)=>({hand:t,play:s,seat:c,says:l,held:r.map(e=>[...e]),groups:ll(i,e.stock.length-o,a,n),score:u}),c=[s(0,null,x(`web.replay.pin_deal`,{name:n(e.dealer),card:D(e.upcard)}))];return e.turns.forEach((t,l)=>{let u=[],d=()=>r[t.seat]??[];if(t.draw===null)u.push(x(`web.replay.pin_stock_out`));else if(t.draw.from===`stock`){let t=e.stock[o++]??``;d().push(t),u.push(x(`web.replay.pin_draw`,{card:D(t)}))}else{let e=i.splice(t.draw.index);d().push(...e),u.push(x(`web.replay.pin_take`,{n:e.length,cards:al(e)}))}for(let e of t.actions)u.push(sl(e,t.seat,r,a));t.discard&&(r[t.seat]=Ro(d(),[t.discard]),i.push(t.discard),u.push(x(`web.replay.pin_discard`,{card:D(t.discard)})));let f=l===e.turns.length-1,p=e.result?.total,[m,h]=Fo(e.deal.length),ee=f&&p?x(`web.replay.pin_total`,{a_side:m,a:p[0]??0,b_side:h,b:p[1]??0}):``;c.push(s(l+1,t.seat,`${n(t.seat)}: ${u.join(`; `)}`,ee))}),c}function sl(e,t,n,r){if(`meld`in e)return n[t]=Ro(n[t]??[],e.meld),r.push({seat:t,cards:cl(e.meld)}),x(`web.replay.pin_meld`,{cards:al(e.meld)});let i=r[`attach`in e?e.attach:e.swap];if(`attach`in e)return n[t]=Ro(n[t]??[],e.cards),i&&(i.cards=cl([...i.cards,...e.cards])),x(`web.replay.pin_attach`,{cards:al(e.cards),n:e.attach+1});let a=e.take.split(`=`)[0]??e.take;if(n[t]=[...Ro(n[t]??[],[e.give]),a],i){let t=[`${a}=${e.give}`,`${a}=${e.give[0]??``}`],n=i.cards.findIndex(e=>t.includes(e)),r=n>=0?n:i.cards.findIndex(e=>e.startsWith(`${a}=`));r>=0&&(i.cards[r]=e.give),i.cards=cl(i.cards)}return x(`web.replay.pin_swap`,{give:D(e.give),take:D(e.take),n:e.swap+1})}function cl(e){let t=e=>e.split(`=`)[1]??e,n=e.filter(e=>!e.includes(`=`));if(n.length>1&&new Set(n.map(e=>e[0])).size===1||e.some(e=>t(e).length===1)){let t=e=>e.includes(`=`)?9:Cc.indexOf(e[1]??`h`);return[...e].sort((e,n)=>t(e)-t(n))}let r=e.some(e=>t(e)[0]===`K`),i=e=>{let n=wc.indexOf(t(e)[0]??`A`);return n===0&&r?wc.length:n};return[...e].sort((e,t)=>i(e)-i(t))}function ll(e,t,n,r){return[{title:x(`web.replay.pin_pile`,{n:e.length}),cards:[...e]},{title:x(`web.replay.pin_stock`,{n:t}),cards:[]},...n.map((e,t)=>({title:x(`web.replay.pin_meld_of`,{n:t+1,name:r(e.seat)}),cards:[...e.cards],seat:e.seat}))]}function ul(e){let t=e.suggestion;return g`<div class="training" data-testid="pin-training">
    ${e.myTurn?g`<button data-testid="suggest" @click=${e.suggest}>${x(`web.training.suggest`)}</button>`:_}
    ${t?g`<div class="suggestion" data-testid="suggestion">
          <p>${Ft(t.text)}</p>
          <button class="primary" data-testid="take-suggestion" @click=${()=>e.take(t)}>${x(`web.pin.take_suggestion`)}</button>
        </div>`:_}
    ${e.reasons.length?g`<details class="why" data-testid="pin-reasons" @toggle=${e.toggled}>
          <summary>${x(`web.pin.why_title`)}</summary>
          <ul>
            ${e.reasons.map(t=>g`<li data-testid="reasons" data-seat=${t.seat}><b>${e.name(t.seat)}</b>: ${Ft(t.text)}</li>`)}
          </ul>
        </details>`:_}
  </div>`}function dl(e){return e.phase===`hand_over`&&e.hand_summary?`hand-${e.hand_summary.hand}`:e.phase===`over`?`over`:null}function fl(e,t){let n=e.hand_summary;if(e.phase===`hand_over`&&n)return g`<div class="overlay">
      <div class="panel summary" data-testid="hand-summary" role="dialog" aria-modal="true" aria-labelledby="pin-summary-title">
        <h2 id="pin-summary-title">${x(`web.pin.hand_over`,{n:n.hand})}</h2>
        ${pl(e,n.result)}
        <p>${x(`web.pin.match_score`,{us:n.score[Nc(e.you)],them:n.score[1-Nc(e.you)]})}</p>
        ${e.watching?_:g`<button class="primary" data-testid="ready" data-autofocus ?disabled=${t.sentReady} @click=${t.sendReady}>
              ${t.sentReady?x(`web.pin.waiting_others`):x(`web.summary.next_hand`)}
            </button>`}
      </div>
    </div>`;if(e.phase===`over`){let t=Nc(e.you),r=e.match.winner;return g`<div class="overlay">
      <div class="panel summary" data-testid="match-result" role="dialog" aria-modal="true" aria-labelledby="pin-result-title">
        <h2 id="pin-result-title">${r===null?x(`web.pin.level`):bs(e,r,t)}</h2>
        ${n?pl(e,n.result):_}
        <p>${x(`web.pin.match_score`,{us:e.match.score[t],them:e.match.score[1-t]})}</p>
        ${e.match.ended_by===`pinnacolone`?g`<p>${x(`web.pin.pinnacolone`)}</p>`:_}
        <a href="#/" data-testid="to-lobby" data-autofocus>${x(`web.result.lobby`)}</a>
        <a class="review" data-testid="review-match" href=${No(e.table)}>${x(`web.replay.open_steps`)}</a>
      </div>
    </div>`}return g``}function pl(e,t){let n=Nc(e.you);return g`<table class="result">
    <thead>
      <tr>
        <td></td>
        <th>${ys(e)[0]}</th>
        <th>${ys(e)[1]}</th>
      </tr>
    </thead>
    <tbody>
      ${qc.map(e=>g`<tr data-row=${e}>
          <th>${x(`web.pin.result.${e}`)}</th>
          <td>${t[e][n]}</td>
          <td>${t[e][1-n]}</td>
        </tr>`)}
    </tbody>
  </table>`}var ml=f`
  /* A phone, or a low screen: the stock's back with its count beside it, a low row with the
     pile; on a low screen the pile's cards and yours a little smaller. */
  @media (max-width: 640px), (max-height: 760px) {
    .stock-button {
      flex-direction: row;
      gap: 0.3rem;
      padding: 0.2rem 0.4rem;
      font-size: 0.85rem;
    }
    .card-back {
      width: 36px;
    }
  }
  @media (min-width: 641px) and (max-height: 760px) {
    .pile-card {
      width: 44px;
      margin-left: -19px;
    }
    .pile {
      min-height: 66px;
      padding-left: 19px;
    }
    .card {
      width: 54px;
    }
  }
  /* A phone: the other players side by side, both teams' melds side by side, the hand fanned
     (each card's corner shows), so that the table needs little scrolling. */
  @media (max-width: 640px) {
    .tools .long {
      display: none;
    }
    .tools .short {
      display: inline;
    }
    .others {
      flex-wrap: nowrap;
      gap: 0.25rem;
      justify-content: space-between;
    }
    .other {
      flex: 1 1 0;
      min-width: 0;
      padding: 0.15rem;
    }
    .other .nameplate {
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.1rem 0.4rem;
      font-size: 0.78rem;
      line-height: 1.2;
      text-align: center;
    }
    /* Three others side by side: each one's name, strength and marks one under the other. */
    .others.three .nameplate {
      flex-direction: column;
    }
    .other .nameplate .strength {
      font-size: 0.68rem;
    }
    .backs.open,
    .known {
      padding-left: 12px;
    }
    .backs.open .tiny,
    .known .tiny {
      width: 22px;
      margin-left: -12px;
    }
    .melds {
      gap: 0.4rem;
    }
    .team-melds {
      padding: 0.3rem;
    }
    .team-melds h2 {
      font-size: 0.9rem;
      margin: 0.1rem 0 0.3rem;
    }
    .meld-card {
      width: 26px;
      margin-right: -9px;
    }
    /* Each row of the hand holds --per-row cards (handPerRow): they overlap by what the
       row's width asks, 12px at least; the last card of a row shows whole. */
    .hand {
      gap: 0.35rem 0;
    }
    .card {
      width: 46px;
      margin-right: min(-12px, calc((100% - 46px) / max(var(--per-row, 10) - 1, 1) - 46px));
    }
    .card-back {
      width: 32px;
    }
    .pile-card {
      width: 40px;
    }
    .pile {
      min-height: 60px;
    }
    .felt {
      gap: 0.5rem;
      padding-top: 0.5rem;
    }
    .pile-card {
      margin-left: -16px;
    }
    .actions {
      gap: 0.3rem;
    }
    .actions button {
      padding: 0.3em 0.7em;
      font-size: 0.88rem;
    }
  }
`,hl=f`
  :host {
    display: block;
    color: var(--paper);
  }
  .loading {
    padding: 2rem;
    text-align: center;
  }
  .toolbar {
    display: flex;
    justify-content: space-between;
    flex-wrap: wrap;
    gap: 0.5rem;
    padding: 0.4rem 1rem;
    background: #0003;
  }
  .score {
    display: flex;
    gap: 1rem;
    align-items: center;
  }
  .tools {
    display: flex;
    gap: 0.5rem;
    align-items: center;
  }
  .tools button.quiet {
    color: var(--paper);
  }
  .tools .short {
    display: none; /* on a phone only */
  }
  .badge {
    background: var(--gold);
    color: var(--ink);
    border-radius: 999px;
    padding: 0.05em 0.6em;
    font-size: 0.8rem;
  }
  /* The table fills the screen under the page's header and the toolbar (--felt-top, measured
     by the view): the other players at the top, the stock, the pile, your hand and its
     buttons at the bottom (the dock), and the melds between them in a box of their own that
     scrolls as they grow. Nothing covers the melds. On a screen too short for the whole
     table with the melds' least height the page scrolls, and the view brings the dock up
     (the site's header a scroll away). */
  .felt {
    display: flex;
    flex-direction: column;
    gap: 0.8rem;
    box-sizing: border-box;
    min-height: calc(100dvh - var(--felt-top, 0px));
    padding: 0.8rem 1rem 0;
    max-width: 1200px;
    margin: 0 auto;
  }
  .others {
    flex: none;
    display: flex;
    justify-content: space-around;
    gap: 1rem;
    flex-wrap: wrap;
  }
  .other {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.25rem;
    padding: 0.3rem 0.6rem;
    border-radius: 8px;
  }
  .other.to-move {
    outline: 2px solid var(--gold);
  }
  .nameplate .strength {
    font-size: 0.8rem;
    opacity: 0.85;
  }
  .nameplate {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  .backs,
  .known {
    display: flex;
    align-items: center;
    gap: 0.2rem;
  }
  /* An open hand (training) and the cards seen taken from the pile: fanned, in rows as the
     place allows, every corner readable. */
  .backs.open,
  .known {
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.2rem 0;
    padding-left: 14px;
  }
  .backs.open .tiny,
  .known .tiny {
    margin-left: -14px;
  }
  .tiny {
    width: 28px;
  }
  .tiny svg,
  .card svg,
  .pile-card svg,
  .meld-card svg,
  .card-back svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .count {
    font-weight: 700;
    font-size: 1.1rem;
  }
  .melds {
    flex: 1 1 0;
    min-height: min(5.5rem, 11dvh);
    overflow-y: auto;
    overscroll-behavior: contain;
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    gap: 0.8rem;
  }
  .team-melds {
    background: #0002;
    border-radius: 8px;
    padding: 0.4rem 0.6rem;
    min-height: 4rem;
  }
  .team-melds h2 {
    margin: 0 0 0.3rem;
    font-family: inherit;
    font-size: 1rem;
  }
  .meld-list {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  button.meld {
    display: flex;
    flex-wrap: wrap; /* a long run wraps inside its column */
    row-gap: 0.3rem;
    max-width: 100%;
    align-items: flex-end;
    padding: 0.25rem 0.4rem;
    border-radius: 8px;
    background: #fff2;
    color: var(--paper);
    border: 2px solid transparent;
  }
  button.meld.chosen {
    border-color: var(--gold);
    background: #fff4;
  }
  .meld-card {
    position: relative;
    width: 34px;
    margin-right: -12px;
  }
  .meld-card .stands {
    position: absolute;
    bottom: -2px;
    left: 0;
    font-size: 0.7rem;
    background: var(--gold);
    color: var(--ink);
    border-radius: 4px;
    padding: 0 2px;
  }
  .points {
    margin-left: 16px;
    font-size: 0.8rem;
  }
  .middle {
    display: flex;
    gap: 1.2rem;
    align-items: flex-start;
  }
  .stock {
    display: flex;
    flex-direction: column;
    gap: 0.4rem;
    align-items: center;
  }
  .stock-button {
    display: flex;
    flex-direction: column;
    align-items: center;
    border-radius: 8px;
    padding: 0.3rem;
  }
  .card-back {
    width: 52px;
  }
  .pile-area {
    flex: 1;
    min-width: 0;
  }
  .pile {
    display: flex;
    flex-wrap: wrap;
    row-gap: 0.4rem;
    padding-left: 22px;
    min-height: 80px;
    align-items: center;
  }
  .pile-card {
    width: 52px;
    margin-left: -22px;
    padding: 0;
    border-radius: 6px;
    background: transparent;
    border: 2px solid transparent;
    box-shadow: none;
  }
  /* Training: Suggest and its answer, and the computers' reasons, under your hand; on a wide
     screen beside the stock and the pile, where they take no height from the melds. */
  @media (min-width: 900px) {
    .dock.with-training {
      grid-template-columns: minmax(0, 1fr) minmax(16rem, 26rem);
      grid-template-areas: "middle training" "south south";
      column-gap: 1.5rem;
    }
    .dock.with-training > .middle {
      grid-area: middle;
    }
    .dock.with-training > .south {
      grid-area: south;
    }
    .dock.with-training > .training {
      grid-area: training;
      align-self: start;
    }
  }
  .training {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 1rem;
  }
  /* Suggest and the computers' reasons, folded, share a row; an answer or the reasons
     opened take the whole width. */
  .training .suggestion,
  .training .why[open] {
    flex-basis: 100%;
  }
  .training .suggestion {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.4rem 0.7rem;
  }
  .training .suggestion p {
    margin: 0;
    flex: 1 1 16rem;
  }
  .training .why ul {
    margin: 0.3rem 0;
    padding-left: 1.2rem;
    max-height: 7.5rem; /* the reasons scroll in their list, the melds keep their room */
    overflow-y: auto;
  }
  /* A greyed-out action reads as unavailable at a glance: flat, dashed, no colour. */
  .south.watching .actions {
    display: none; /* a spectator has nothing to play */
  }
  .actions button:disabled {
    opacity: 0.45;
    filter: grayscale(1);
    box-shadow: none;
    border-style: dashed;
  }
  .pile-card:disabled {
    opacity: 1;
  }
  .pile-card.usable {
    border-color: #ffffff80;
  }
  .pile-card.taking {
    border-color: var(--gold);
    transform: translateY(-6px);
  }
  .take {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
    margin-top: 0.4rem;
  }
  /* The stock, the pile, your hand and its buttons at the bottom of the screen, under the
     melds (which scroll in their box). */
  .south {
    display: grid;
    gap: 0.4rem;
  }
  .dock {
    flex: none;
    display: grid;
    align-content: start;
    gap: 0.5rem;
    margin: 0 -1rem;
    padding: 0.5rem 1rem 0.6rem;
    background: linear-gradient(#134429, #0d2f1c);
    box-shadow: 0 -6px 14px #0006;
  }
  /* The dealer's mark (when you dealt) and the prompt, on one line. */
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0.2rem 0.6rem;
  }
  .prompt {
    margin: 0;
    min-height: 1.2em;
  }
  .notice {
    margin: 0;
    background: var(--gold);
    color: var(--ink);
    padding: 0.2rem 0.6rem;
    border-radius: 6px;
  }
  .hand {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    padding: 0.6rem 0 0.2rem;
  }
  .card {
    width: 62px;
    padding: 0;
    border-radius: 6px;
    background: transparent;
    border: 2px solid transparent;
    box-shadow: none;
  }
  .card.picked {
    transform: translateY(-10px);
    border-color: var(--gold);
  }
  /* A teacher's suggestion (the teacher's seat): the card glows, as a training suggestion. */
  .card.suggested {
    box-shadow: 0 0 0 3px var(--gold), 0 0 14px 4px var(--gold);
  }
  .actions,
  .choices {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    align-items: center;
  }
  .actions button.quiet {
    color: var(--paper);
  }
  .error {
    background: white;
    padding: 0.3rem 0.6rem;
    border-radius: 6px;
    margin: 0;
  }
  .small {
    font-size: 0.85rem;
  }
  /* A hand's summary and the match's end: over everything on the table. */
  .overlay {
    position: fixed;
    inset: 0;
    z-index: 20;
    display: grid;
    place-items: center;
    padding: 0.5rem;
    background: #0006;
  }
  .summary {
    color: var(--ink);
    min-width: min(18rem, 100%);
    max-height: calc(100dvh - 1rem);
    box-sizing: border-box;
    overflow-y: auto;
  }
  table.result {
    border-collapse: collapse;
    margin: 0.5rem 0;
  }
  table.result th,
  table.result td {
    padding: 0.2rem 0.7rem;
    text-align: right;
  }
  table.result tbody th {
    text-align: left;
    font-weight: 400;
  }
  table.result tr[data-row="total"] {
    font-weight: 700;
    border-top: 1px solid #0004;
  }
  .waiting {
    max-width: 32rem;
    margin: 2rem auto;
    color: var(--ink);
  }
`,gl=`francesi`,_l=class extends bc{static{this.properties={suggestion:{state:!0},picked:{state:!0},meld:{state:!0},pileIndex:{state:!0},choices:{state:!0}}}constructor(){super({game:`pinnacola`,listing:!1,leaveConfirm:`web.pin.leave_confirm`}),this.focused=null,this.placedAt=null,this.onResize=()=>this.place(),this.picked=new Set,this.suggestion=null,this.meld=null,this.pileIndex=null,this.choices=null}place(){tl(this,this.renderRoot),rl(this.placedAt)||(this.placedAt=nl(this.renderRoot))}connectedCallback(){super.connectedCallback(),window.addEventListener(`resize`,this.onResize)}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener(`resize`,this.onResize)}updated(e){super.updated(e),this.state?.view&&this.place();let t=this.state?dl(this.state):null;t!==this.focused&&(this.focused=t,this.renderRoot.querySelector(`.overlay [data-autofocus]`)?.focus())}key(e){let t=this.state,n=t?.view;if(!t||!n)return;let r=this.selection(n),i=Rc(t,r,this.meld,this.pileIndex),a=e.key.toLowerCase();a===`d`&&i.drawStock?this.step({draw:{from:`stock`}}):a===`m`&&i.meld?this.lay(`meld`):a===`a`&&i.attach?this.lay(`attach`):a===`x`&&i.discard?this.step({discard:r[0]}):a===`u`&&i.undo?this.step({undo:!0}):a===`s`&&t.training&&Lc(t)&&this.suggest()}receiving(e,t){let n=t?.view?.hand.join(` `);Lc(e)&&e.view?.hand.join(` `)===n||(this.picked=new Set,this.choices=null),e.view?.turn?.actions.length===t?.view?.turn?.actions.length&&Lc(e)||(this.suggestion=null),e.view?.phase!==`draw`&&(this.pileIndex=null),this.meld!==null&&!e.view?.melds.some(e=>e.number===this.meld)&&(this.meld=null)}myTurn(e){return Lc(e)}send(e){return this.refusal=``,super.send(e)}hand(e){return Mc(e.hand,e.options.pinelle)}selection(e){return Uc(this.hand(e),this.picked)}async step(e){let t=this.state?.view;t&&(await this.send(Wc(e,t)))?.type===`ack`&&(this.picked=new Set,this.choices=null,Kc(e)||(this.meld=null))}async suggest(){let e=await this.send({type:`suggest`});e?.type===`pin_suggestion`&&(this.suggestion=e)}async lay(e){let t=this.state?.view;if(!t)return;let n=this.selection(t),r=e===`attach`?this.meld:null;if(Vc(n,t.options.pinelle)){let e=await this.send({type:`pin_choices`,cards:n,...r===null?{}:{meld:r}}),t=(e&&`choices`in e?e.choices:void 0)??[];if(t.length>1){this.choices={meld:r,options:t};return}if(t.length===1){await this.step(Gc(t[0],r));return}}await this.step(Gc(n,r))}async swap(){let e=this.state?.view,t=e?.melds.find(e=>e.number===this.meld);if(!e||!t)return;let n=Bc(t,e.options.pinelle);n!==null&&await this.step({swap:t.number,give:this.selection(e)[0],take:n})}async takePile(){this.pileIndex!==null&&await this.step({draw:{from:`discard`,index:this.pileIndex}})}placeOf(e,t){return Pc(t,e.you,e.view?.options.players??e.seats.length,e.view?.options.direction??`anticlockwise`)}felt(e){return{name:t=>this.name(e,t),meld:this.meld,chooseMeld:e=>this.meld=e,sides:e.watching?ys(e):null}}renderTable(e){let t=e.view;return g`
      ${this.renderToolbar(e)}
      ${t?g`<div class="felt" data-testid="pinnacola-table" ?inert=${dl(e)!==null}>
            <div class="others ${t.options.players>2?`three`:`one`}">${Zc(e,t,this.felt(e))}</div>
            <div class="melds">${Qc(t,this.felt(e))}</div>
            <div class="dock ${e.training?`with-training`:``}">
              <div class="middle">${this.renderStock(e,t)} ${this.renderPile(e,t)}</div>
              ${this.renderSouth(e,t)} ${e.training?this.renderTraining(e):_}
            </div>
          </div>`:_}
      ${this.renderOverlays(e)}
    `}waitingTitle(){return`${x(`web.pin.title`)} — ${x(`web.waiting.title`)}`}renderToolbar(e){if(e.watching)return this.watchingBar(e,e.match.score);let t=e.view,n=Nc(e.you),r=e.match.score,i=t?.options;return g`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite">
        <span class="team us">${x(`web.team.us`)} <b>${r[n]}</b></span>
        <span class="team them">${x(`web.team.them`)} <b>${r[1-n]}</b></span>
        ${i?g`<span class="muted"
              >${i.mode===`single`?x(`web.pin.single_hand`):x(`web.score.target`,{target:i.target})}
              · ${x(`web.pin.hand_number`,{n:t?.hand_number??1})}</span
            >`:_}
      </div>
      <div class="tools">
        ${this.seatBadges(e)}
        ${this.seat.mode===`multi`||e.status===`playing`?g`<button class="quiet" data-testid="leave" title=${x(`web.table.leave`)} @click=${()=>this.leave()}>
              <span class="long">${x(`web.table.leave`)}</span><span class="short">${x(`web.table.leave_short`)}</span>
            </button>`:_}
        <button class="quiet" data-testid="back-to-lobby" title=${x(`web.table.pause`)} @click=${()=>this.goLobby()}>
          <span class="long">${x(`web.table.pause`)}</span><span class="short">${x(`web.table.pause_short`)}</span>
        </button>
      </div>
    </div>`}renderStock(e,t){let n=Rc(e,[],null,null);return g`<div class="stock">
      <button
        class="stock-button"
        data-testid="draw-stock"
        ?disabled=${!n.drawStock}
        title=${x(`web.pin.draw_stock`)}
        @click=${()=>this.step({draw:{from:`stock`}})}
      >
        <div class="card-back">${To(gl)}</div>
        <span>${x(`web.pin.stock`,{n:t.stock_size})}</span>
      </button>
      ${n.endHand?g`<button data-testid="end-hand" @click=${()=>this.step({draw:null})}>${x(`web.pin.end_hand`)}</button>`:_}
    </div>`}renderPile(e,t){let n=Lc(e)&&t.phase===`draw`,r=this.pileIndex===null?[]:Fc(t.pile,this.pileIndex),i=Rc(e,[],null,this.pileIndex);return g`<div class="pile-area">
      <div class="pile" data-testid="pile" role="group" aria-label=${x(`web.pin.pile`)}>
        ${t.pile.map((e,r)=>{let i=n&&t.usable_pile.includes(r),a=this.pileIndex!==null&&r>=this.pileIndex;return g`<button
            class="pile-card ${i?`usable`:``} ${a?`taking`:``}"
            data-index=${r}
            data-card=${e}
            data-usable=${i?`true`:`false`}
            title=${D(e)}
            ?disabled=${!n}
            @click=${()=>this.pileIndex=this.pileIndex===r?null:r}
          >
            ${Q(e,gl)}
          </button>`})}
        ${t.pile.length?_:g`<span class="muted">${x(`web.pin.pile_empty`)}</span>`}
      </div>
      ${r.length?g`<div class="take" data-testid="pile-take">
            <span
              >${r.length>1?x(`web.pin.take_with`,{card:D(r[0]),n:r.length-1}):x(`web.pin.take_one`,{card:D(r[0])})}</span
            >
            <span class="muted small">${r.map(e=>D(e)).join(`, `)}</span>
            <button class="primary" data-testid="take-pile" ?disabled=${!i.takePile} @click=${()=>this.takePile()}>
              ${x(`web.pin.take_pile`)}
            </button>
            ${i.takePile?_:g`<span class="muted small">${x(`web.pin.pile_unusable`)}</span>`}
          </div>`:_}
    </div>`}renderSouth(e,t){let n=this.hand(t),r=Lc(e),i=this.selection(t),a=Rc(e,i,this.meld,this.pileIndex),o=zc(e,i,this.meld,this.pileIndex),s=new Set(t.discardable);return g`<div class="south ${r?`my-turn`:``} ${e.watching?`watching`:``}">
      <div class="status">
        ${zs(t.dealer,e.you)}
        <p class="prompt" data-testid="prompt" aria-live="polite">
          ${r?t.phase===`draw`?x(`web.pin.prompt_draw`):x(`web.pin.prompt_meld`):e.phase===`play`&&t.to_move!==null?x(`web.pin.waiting_for`,{name:this.name(e,t.to_move)}):``}
        </p>
      </div>
      ${t.must_use.length?g`<p class="notice" data-testid="must-use">${x(`web.pin.must_use`,{cards:t.must_use.map(e=>D(e)).join(`, `)})}</p>`:_}
      ${r&&t.phase===`meld`&&o.meld&&o.discard?g`<p class="muted small" data-testid="action-hint">${x(o.meld)} ${x(o.discard)}</p>`:_}
      <div class="hand" data-testid="hand" role="group" aria-label=${x(`web.table.your_hand`)} style="--per-row: ${Yc(n.length)}">
        ${n.map((i,a)=>{let o=this.picked.has(a);return g`<button
            class="card ${o?`picked`:``} ${a===n.indexOf(e.hint??``)?`suggested`:``}"
            data-card=${i}
            data-playable=${r&&t.phase===`meld`&&s.has(i)?`true`:`false`}
            aria-pressed=${o?`true`:`false`}
            title=${D(i)}
            @click=${()=>gs(e,i,e=>this.send(e))||(this.picked=Hc(this.picked,a))}
          >
            ${Q(i,gl)}
          </button>`})}
      </div>
      <div class="actions">
        <button data-testid="meld" ?disabled=${!a.meld} title=${o.meld?x(o.meld):``} @click=${()=>this.lay(`meld`)}>${x(`web.pin.meld`)}</button>
        <button data-testid="attach" ?disabled=${!a.attach} title=${o.attach?x(o.attach):``} @click=${()=>this.lay(`attach`)}>
          ${x(`web.pin.attach`)}
        </button>
        <button data-testid="swap" ?disabled=${!a.swap} title=${o.swap?x(o.swap):``} @click=${()=>this.swap()}>${x(`web.pin.swap`)}</button>
        <button class="primary" data-testid="discard" ?disabled=${!a.discard} title=${o.discard?x(o.discard):``} @click=${()=>this.step({discard:i[0]})}>
          ${x(`web.pin.discard`)}
        </button>
        <button class="quiet" data-testid="undo" ?disabled=${!a.undo} @click=${()=>this.step({undo:!0})}>${x(`web.pin.undo`)}</button>
        ${this.picked.size?g`<button class="quiet" @click=${()=>this.picked=new Set}>${x(`web.pin.clear`)}</button>`:_}
      </div>
      ${this.meld===null?_:g`<p class="muted small">${x(`web.pin.meld_chosen`,{n:this.meld+1})}</p>`}
      ${this.choices?g`<div class="choices" data-testid="meld-choices">
            <span>${x(`web.pin.choose_meaning`)}</span>
            ${this.choices.options.map((e,t)=>g`<button
                data-choice=${t}
                @click=${()=>{let t=this.choices;t&&this.step(Gc(e,t.meld))}}
              >
                ${jc(e,this.choices?.options??[])}
              </button>`)}
          </div>`:_}
      ${this.refusal?g`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>`:_}
    </div>`}renderTraining(e){return ul({myTurn:Lc(e),suggestion:this.suggestion,reasons:e.pin_reasons,name:t=>this.name(e,t),suggest:()=>void this.suggest(),take:e=>void this.step(e.step),toggled:()=>this.place()})}renderOverlays(e){let t=()=>fl(e,{sentReady:this.sentReady,sendReady:()=>this.sendReady()});return e.phase===`over`?this.matchEnd(e,t):t()}static{this.styles=[$,Bs,hl,ml]}};customElements.define(`pinnacola-view`,_l);var vl=e=>{let t=e.split(`:`)[0]??``;return b(`web.pin.seat.${t}`)&&t!==`open`?el(t):null},yl={name:`pinnacola`,label:()=>x(`web.pin.title`),view:({seat:e,store:t})=>g`<pinnacola-view data-table=${e.table} .seat=${e} .store=${t}></pinnacola-view>`,lobby:{title:()=>x(`web.pin.title`),hint:()=>x(`web.pin.lobby_hint`),fan:{cards:[`Ah`,`JK`,`Ks`],deck:`francesi`},players:[`ai:medium`,`ai:weak`,`ai:strong`,`ai:expert`,`ai:mixed`,`ai:random`],defaultSeat:`ai:medium`,playerLabel:e=>{let t=`web.pin.seat.${e.replace(`ai:`,``)}`;return b(t)?x(t):e},describe:e=>[x(e.mode===`single`?`web.pin.describe_single`:`web.pin.describe`,{players:e.players??4,target:e.target??1500}),...Jc(e)].join(`, `)},boardNote:`web.pin.board_rules`,replay:({record:e,match:t,start:n})=>g`<steps-replay .record=${e} .match=${t} .start=${n} .deck=${`francesi`} .computer=${vl}
      .build=${t=>il(e,t)}></steps-replay>`},bl=[`classica`,`a-quattro`,`scopone`],xl=[[`7`,21],[`6`,18],[`A`,16],[`5`,15],[`4`,14],[`3`,13],[`2`,12],[`F`,10]];function Sl(){return g`
    <h3>${x(`web.sco.help_presets`)}</h3>
    <table class="rules" data-testid="help-presets">
      ${bl.map(e=>g`<tr data-variant=${e}>
          <th scope="row">${e}</th>
          <td>${x(`web.variant.scopa.${e}`)}</td>
        </tr>`)}
    </table>
    <h3>${x(`web.sco.help_primiera`)}</h3>
    <table class="rules" data-testid="help-primiera">
      ${xl.map(([e,t])=>g`<tr>
          <th scope="row">${x(e===`F`?`web.sco.help_figures`:`card.rank.${e}`)}</th>
          <td>${t}</td>
        </tr>`)}
    </table>
  `}var Cl={7:21,6:18,A:16,5:15,4:14,3:13,2:12,F:10,C:10,R:10},wl=3,Tl=10;function El(e){return e%2}function Dl(e,t,n){return n===2?e===t?`south`:`north`:[`south`,`east`,`north`,`west`][((e-t)%n+n)%n]}function Ol(e){return e?.phase===`play`&&!e.watching&&e.view!==null&&e.view.to_move===e.you}function kl(e,t){return{type:`step`,step:{card:e.card,take:[...e.take]},turn:t.plays.length}}function Al(e){let t=new Map;for(let n of e)t.set(n.card,[...t.get(n.card)??[],[...n.take]]);return t}function jl(e,t){let n=Al(e).get(t)??[];return n.length===0?{kind:`none`}:n.length===1?{kind:`play`,step:{card:t,take:n[0]}}:{kind:`choose`,card:t,takes:n}}function Ml(e,t){return e.every(e=>t.includes(e))}function Nl(e,t){let n=new Set(t);for(let r of e)if(Ml(t,r))for(let e of r)n.add(e);return n}function Pl(e,t,n,r){if(n.includes(r))return{chosen:n.filter(e=>e!==r),step:null};let i=[...n,r],a=t.filter(e=>Ml(i,e));return a.length===0?{chosen:[...n],step:null}:a.length===1?{chosen:i,step:{card:e,take:[...a[0]]}}:{chosen:i,step:null}}function Fl(e){return e.scopone?Tl:wl}function Il(e){let t=e.options.players;if(e.all_hands)return e.all_hands.map(e=>e.length);let n=Fl(e.options),r=e.plays.length%(n*t);return Array.from({length:t},(i,a)=>{let o=((a-e.dealer-1)%t+t)%t;return n-Math.floor(r/t)-+(o<r%t)})}function Ll(e){let t=[{count:0,scope:[]},{count:0,scope:[]}];for(let n of e){if(!n.take.length)continue;let e=t[El(n.seat)];e.count+=n.take.length+1,n.scopa&&e.scope.push(n.card)}return t}function Rl(e,t,n){let r=[[],[]];for(let t of e)t.take.length&&r[El(t.seat)].push(t.card,...t.take);return r[+(n===1)].push(...t),r}function zl(e){let t=[];for(let n of tn){let r=e.filter(e=>rn(e)===n).sort((e,t)=>(Cl[an(t)]??0)-(Cl[an(e)]??0))[0];r&&t.push(r)}let n=t.reduce((e,t)=>e+(Cl[an(t)]??0),0);return{cards:t,sum:t.length===tn.length?n:null}}function Bl(e,t,n){if(!e||!t)return null;let r=e.length===n?[...e]:[...e,t];return r.length===n?r:null}function Vl(e,t){if(!e)return null;let n=Rl(e,t.leftovers,t.result.last_capture);return n[0].length!==t.result.taken[0]||n[1].length!==t.result.taken[1]?null:[zl(n[0]).cards,zl(n[1]).cards]}function Hl(e){return e.scopone?40:36}function Ul(e){return[`carte`,`denari`,`settebello`,`primiera`,`scope`,...e?.re_bello?[`re_bello`]:[],...e?.napola?[`napola`]:[]]}function Wl(e,t,n){switch(t){case`carte`:return e.taken[n];case`denari`:return e.denari[n];case`primiera`:return e.primiera[n];case`scope`:return e.points.scope[n];default:return}}function Gl(e,t,n){let r=El(t);return{us:e[r]??0,them:e[1-r]??0,target:n}}function Kl(e,t){let n=El(t),[r,i]=[e.total[n],e.total[1-n]];return r>i?`won`:r<i?`lost`:`draw`}function ql(e,t){return e.options.scopone?_:g`<div class="stock" data-testid="stock" data-count=${e.stock} title=${x(`web.sco.stock_left`,{n:e.stock})}>
    ${e.stock?g`<div class="stock-back">${To(t.deck)}<span class="count" data-testid="stock-count">${e.stock}</span></div>`:g`<div class="stock-empty"></div>`}
    <span class="caption">${e.stock?x(`web.sco.stock_left`,{n:e.stock}):x(`web.sco.stock_empty`)}</span>
  </div>`}function Jl(e,t,n){let r=Ll(t.plays),i=El(e.you);return g`<div class="piles">
    ${[1-i,i].map(e=>{let t=r[e],a=n.sides[e===i?0:1];return g`<div class="pile ${e===i?`ours`:`theirs`}" data-testid="pile" data-side=${e} data-count=${t.count}>
        <div class="pile-cards">
          ${t.scope.map((e,t)=>g`<div class="scopa-card" data-testid="scopa-card" data-card=${e} style=${`--at:${t}`} title=${x(`web.sco.scopa_with`,{card:T(e)})}>
              ${Q(e,n.deck)}
            </div>`)}
          ${t.count?g`<div class="pile-back">${To(n.deck)}</div>`:g`<div class="pile-empty"></div>`}
        </div>
        <div class="pile-caption">
          <b>${a}</b>
          <span>${x(`web.sco.pile_cards`,{n:t.count})}</span>
          ${t.scope.length?g`<span class="scope-count" data-testid="scope-count">${x(`web.sco.scope_n`,{n:t.scope.length})}</span>`:_}
        </div>
      </div>`})}
  </div>`}function Yl(e,t,n){let r=n.choosing,i=r?Nl(r.takes,r.chosen):new Set;return g`<div class="table-cards ${r?`choosing`:``} ${e.table.length>8?`many`:``}" data-testid="table-cards" data-count=${e.table.length}
    role="group" aria-label=${x(`web.sco.table_cards`,{n:e.table.length})}>
    ${e.table.length===0?g`<p class="empty-table">${x(`web.sco.table_empty`)}</p>`:_}
    ${Us(e.table,e=>e,e=>{let a=r?.chosen.includes(e)??!1,o=i.has(e),s=n.suggested.includes(e),c=`table-card ${o?`offered`:r?`dimmed`:``} ${a?`chosen`:``} ${s?`suggested`:``}`;return o?g`<button class=${c} data-card=${e} data-offered="true" aria-pressed=${a?`true`:`false`}
            title=${T(e)} @click=${()=>n.pick(e)}>${Q(e,t.deck)}</button>`:g`<div class=${c} data-card=${e} data-offered="false" title=${T(e)}>${Q(e,t.deck)}</div>`})}
  </div>`}function Xl(e){let t=e.map(e=>E(e));return t.length<2?t.join(``):x(`web.sco.and`,{first:t.slice(0,-1).join(`, `),last:t[t.length-1]})}function Zl(e,t){return e.take.length?x(`web.sco.played_take`,{name:t,card:E(e.card),take:Xl(e.take)}):x(`web.sco.played_lay`,{name:t,card:E(e.card)})}function Ql(e){return e.take.length?x(`web.sco.suggest_take`,{card:E(e.card),take:Xl(e.take)}):x(`web.sco.suggest_lay`,{card:E(e.card)})}function $l(e,t){let n=e.last_play;return!n||!e.view||e.view.plays.length===0?g`<div class="last-play empty" data-testid="last-play"></div>`:g`<div class="last-play ${n.scopa?`scopa`:``}" data-testid="last-play" data-seat=${n.seat} data-card=${n.card}
    data-take=${n.take.join(` `)} data-scopa=${n.scopa?`true`:`false`}>
    <div class="mini">
      <span class="mini-card played" title=${T(n.card)}>${Q(n.card,t.deck)}</span>
      ${n.take.length?g`<span class="arrow" aria-hidden="true">→</span>`:_}
      ${n.take.map(e=>g`<span class="mini-card" title=${T(e)}>${Q(e,t.deck)}</span>`)}
    </div>
    <p>${Zl(n,t.name(n.seat))}</p>
    ${n.scopa?g`<span class="scopa-mark" data-testid="scopa-mark">${x(`web.sco.scopa`)}</span>`:_}
  </div>`}function eu(e,t,n){return g`<div class="capture-choice" data-testid="capture-choice" data-card=${e.card}>
    <p>${x(`web.sco.choose`,{card:E(e.card)})}</p>
    <div class="options">
      ${e.takes.map((n,r)=>g`<button class="capture-option" data-testid="capture-option" data-choice=${r} data-take=${n.join(` `)}
          @click=${()=>t({card:e.card,take:n})}>${n.map(e=>T(e)).join(` + `)}</button>`)}
      <button class="quiet cancel" data-testid="capture-cancel" @click=${n}>${x(`web.sco.cancel`)}</button>
    </div>
  </div>`}function tu(e,t){let n=e.view;if(!n||e.phase===`hand_over`||e.phase===`over`)return g`<div class="status"></div>`;let r=``;return e.phase===`play`&&(r=Ol(e)?x(`web.table.your_turn`):x(`web.table.turn_of`,{name:t.name(n.to_move)})),g`<div class="status ${Ol(e)?`mine`:``}" data-testid="status" aria-live="polite">${r}</div>`}function nu(e,t){return e.hands.flatMap((e,n)=>ru(e,n+1,t))}function ru(e,t,n){let r=e.deal.length,i=e.deal[0]?.length??3,a=e.deal.map(e=>[...e]),o=[...e.table],s=0,c=[0,0],l=[0,0],u=null,d=(n,r,i,u,d)=>({hand:t,play:n,seat:r,says:i,held:a.map(e=>[...e]),groups:[{title:x(`web.sco.replay_table`,{n:e.stock.length-s}),cards:[...o]},...u?[u]:[]],score:[x(`web.sco.replay_taken`,{a:c[0],b:c[1],sa:l[0],sb:l[1]}),...d?[x(`web.sco.replay_points`,{a:d[0]??0,b:d[1]??0})]:[]].join(` · `)}),f=[d(0,null,e.table.length?x(`web.sco.replay_deal`,{name:n(e.dealer),n:i}):x(`web.sco.replay_deal_scopone`,{name:n(e.dealer),n:i}),null,null)];return e.plays.forEach((t,p)=>{let m=p===e.plays.length-1;a[t.seat]=Ro(a[t.seat]??[],[t.card]);let h=El(t.seat),ee=Zl(t,n(t.seat));if(t.take.length?(o=Ro(o,t.take),c[h]=(c[h]??0)+t.take.length+1,u=h):o=[...o,t.card],t.scopa&&(l[h]=(l[h]??0)+1,ee=`${ee} ${x(`web.sco.replay_scopa`)}`),m&&o.length&&u!==null&&(ee=`${ee} ${x(`web.sco.replay_leftovers`,{cards:o.map(e=>E(e)).join(`, `),name:n(iu(e.plays,u))})}`,c[u]=(c[u]??0)+o.length,o=[]),!m&&a.every(e=>e.length===0)&&s<e.stock.length){let t=Array.from({length:r},(t,n)=>(e.dealer+1+n)%r),n=Math.min(i*r,e.stock.length-s);for(let i=0;i<n;i++)a[t[i%r]]?.push(e.stock[s+i]??``);s+=n,ee=`${ee} ${x(`web.sco.replay_next_deal`,{n:i})}`}let te=t.take.length?{title:n(t.seat),cards:[t.card,...t.take],seat:t.seat}:null;f.push(d(p+1,t.seat,ee,te,m?e.result?.total??null:null))}),f}function iu(e,t){for(let n=e.length-1;n>=0;n--){let r=e[n];if(r&&r.take.length&&El(r.seat)===t)return r.seat}return t}function au(e,t,n,r,i){let a=t===`primiera`?e.primiera?.[i]:void 0,o=n===void 0?``:n===null?x(`web.sco.no_primiera`):String(n);return g`<td>
    ${a?.length?g`<span class="primiera-cards" data-testid="primiera-cards" data-side=${i}>
          ${a.map(t=>g`<span class="tiny-card" data-card=${t} title=${T(t)}>${Q(t,e.deck)}</span>`)}
        </span>`:_}
    ${o?g`<span class="figure">${o}</span>`:_}
    <b class="point ${r?`scored`:``}">${r}</b>
  </td>`}function ou(e,t,n=`h2`){let r=e.hand_summary;if(!r)return _;let i=r.result,a=El(e.you),o=1-a,[s,c]=t.sides,l=Kl(i,e.you),u=x(`web.sco.hand_over`,{n:r.hand}),d=i.points,f=Gl(r.score,e.you,t.options?.target??e.match.target);return g`<section data-testid="hand-summary" data-outcome=${l} data-hand=${r.hand}>
    ${n===`h2`?g`<h2>${u}</h2>`:g`<h3>${u}</h3>`}
    <table class="count">
      <tr>
        <td></td>
        <th>${s}</th>
        <th>${c}</th>
      </tr>
      ${Ul(t.options).map(e=>g`<tr data-row=${e}>
          <td title=${x(`web.sco.category_title.${e}`)}>${x(`web.sco.category.${e}`)}</td>
          ${au(t,e,Wl(i,e,a),d[e]?.[a]??0,a)}
          ${au(t,e,Wl(i,e,o),d[e]?.[o]??0,o)}
        </tr>`)}
      <tr data-row="total" class="total">
        <td>${x(`web.sco.hand_points`)}</td>
        <td><b>${i.total[a]}</b></td>
        <td><b>${i.total[o]}</b></td>
      </tr>
    </table>
    <p class="muted small" data-testid="leftovers">
      ${r.leftovers.length?x(`web.sco.leftovers`,{side:t.sides[i.last_capture===a?0:1],cards:r.leftovers.map(e=>T(e)).join(`, `)}):x(`web.sco.no_leftovers`)}
    </p>
    <p class="game-score" data-testid="game-score">
      ${x(`web.sco.game_score`,{mine:s,us:f.us,theirs:c,them:f.them})}
      ${f.target?g`<span class="muted">· ${x(`web.sco.to_target`,{n:f.target})}</span>`:_}
    </p>
  </section>`}function su(e,t){let n=e.match.hands;if(n.length<2)return _;let r=El(e.you),[i,a]=t.sides;return g`<section class="match" data-testid="game-so-far">
    <h3>${x(`web.sco.game_so_far`)}</h3>
    <table>
      <tr>
        <td></td>
        <th>${i}</th>
        <th>${a}</th>
      </tr>
      ${n.map((e,t)=>g`<tr>
          <td>${x(`web.sco.hand_n`,{n:t+1})}</td>
          <td>${e[r]}</td>
          <td>${e[1-r]}</td>
        </tr>`)}
    </table>
  </section>`}function cu(){return typeof window<`u`&&window.matchMedia(`(max-width: 640px)`).matches}function lu(e,t,n){let r=e.reasons.filter(e=>Ft(e.text));return r.length?g`<details class="stop-why" ?open=${n}>
    <summary data-testid="stop-why">${x(`web.training.why`)}</summary>
    <ul class="reasons">
      ${r.map(e=>g`<li data-testid="reasons" data-seat=${e.seat} data-card=${e.step.card}>
          <b>${Zl(e.step,t(e.seat))}</b> ${Ft(e.text)}
        </li>`)}
    </ul>
  </details>`:_}function uu(e,t,n){return g`<div class="stop" data-testid="trick-stop">
    <div class="stop-head">
      <span>${x(`web.sco.stop`)}</span>
      <button class="primary" data-testid="continue" @click=${n}>${x(`web.training.continue`)}</button>
    </div>
    ${lu(e,t,!cu())}
  </div>`}function du(e,t){let n=Ft(e.text);return g`<div class="suggestion" data-testid="suggestion">
    <p><b>${Ql(e.step)}</b></p>
    <button class="primary" data-testid="take-suggestion" @click=${()=>t(e.step)}>${x(`web.sco.take_suggestion`)}</button>
    ${n?g`<details class="suggestion-why">
          <summary data-testid="suggestion-why">${x(`web.training.why`)}</summary>
          <p>${n}</p>
        </details>`:_}
  </div>`}function fu(e,t){let n=e.seats.filter(t=>t.kind===`human`&&t.connected&&!e.ready.includes(t.seat)&&t.seat!==e.you);return g`<div class="overlay">
    <div class="panel summary">
      ${ou(e,t)} ${su(e,t)}
      ${e.training?lu(e,t.name,!1):_}
      <div class="buttons">
        ${e.watching?_:e.training?g`<button class="primary" data-testid="continue" @click=${t.goOn}>${x(`web.summary.next_hand`)}</button>`:g`<button class="primary" data-testid="ready" ?disabled=${t.ready} @click=${t.sendReady}>${x(`web.summary.next_hand`)}</button>`}
      </div>
      ${t.ready&&n.length?g`<p class="muted">${x(`web.summary.waiting_for`,{names:n.map(e=>t.name(e.seat)).join(`, `)})}</p>`:_}
    </div>
  </div>`}function pu(e,t){let n=e.match.winner,r=n===El(e.you),i=n===null?x(`web.result.ended`):e.watching?x(`web.watch.won_by`,{side:t.sides[+!r]}):r?x(`web.result.won`):e.seats.length===4?x(`web.result.lost`):x(`web.sco.won_by`,{name:t.sides[1]});return g`<div class="overlay">
    <div class="panel summary" data-testid="match-result" data-won=${r?`true`:`false`}>
      <h2>${i}</h2>
      ${ou(e,t,`h3`)} ${su(e,t)}
      <div class="buttons">
        ${t.again?g`<button class="primary" data-testid="new-game" @click=${t.again}>${x(`web.result.again`)}</button>`:_}
        <button data-testid="to-lobby" @click=${t.toLobby}>${x(`web.result.lobby`)}</button>
        <a class="review" data-testid="review-match" href=${No(e.table)}>${x(`web.replay.open_steps`)}</a>
      </div>
      ${t.refusal?g`<p class="error" data-testid="illegal-move">${t.refusal}</p>`:_}
    </div>
  </div>`}var mu=f`
  .capture-choice {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.3rem 0.7rem;
    text-align: center;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.35rem 0.8rem;
    box-shadow: 0 4px 14px #0007;
    align-self: center;
    flex-direction: column;
    max-width: min(44rem, 100%);
    box-sizing: border-box;
  }
  .capture-choice .options {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    justify-content: center;
  }
  .capture-option {
    font-size: 0.85rem;
    padding: 0.2em 0.7em;
  }
  .capture-choice p {
    margin: 0;
  }
  /* The suggestion sits at the foot of the table's middle, like the training stop. */
  .suggestion {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: min(40rem, calc(100vw - 1rem));
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
    z-index: 9;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
    background: #fffbe8;
    color: var(--ink);
    padding: 0.4em 0.9em;
    border-radius: 8px;
  }
  .suggestion > p {
    margin: 0;
    flex: 1 1 16rem;
  }
  .suggestion-why {
    flex: 1 1 100%;
    font-size: 0.9rem;
  }
  .suggestion-why summary {
    cursor: pointer;
  }
  .suggestion-why p {
    margin: 0.2rem 0 0;
  }
  /* The training stop sits in the felt's top right corner, over neither the table's cards nor
     yours (on a phone, folded, at the foot of the table's middle). */
  .stop {
    position: absolute;
    top: 0.6rem;
    right: 0.6rem;
    z-index: 10;
    background: #fffbe8;
    color: var(--ink);
    border-radius: 10px;
    padding: 0.5rem 0.9rem;
    width: min(24rem, calc(50% - 12rem));
    max-height: min(36vh, 13rem);
    overflow: auto;
    box-sizing: border-box;
    box-shadow: 0 6px 20px #0008;
  }
  .stop-head {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: 0.8rem;
    font-weight: 600;
  }
  .stop-why summary {
    cursor: pointer;
    font-size: 0.9rem;
    margin-top: 0.3rem;
  }
  .reasons {
    margin: 0.4rem 0 0;
    padding-left: 1.1rem;
    font-size: 0.85rem;
  }
  .summary {
    width: min(40rem, 94vw);
    box-sizing: border-box;
    max-height: 92vh;
    overflow: auto;
  }
  .summary h3 {
    margin: 0.2rem 0 0.3rem;
  }
  .summary table.count td {
    vertical-align: middle;
  }
  .summary table.count td + td {
    white-space: nowrap;
  }
  .summary .figure {
    color: #555;
    margin-right: 0.5rem;
  }
  .summary .point {
    display: inline-block;
    min-width: 1.3em;
    text-align: center;
    border-radius: 999px;
    color: #999;
  }
  .summary .point.scored {
    background: var(--gold);
    color: var(--ink);
  }
  .summary tr.total td {
    font-size: 1.1rem;
    border-top: 2px solid #0003;
  }
  .primiera-cards {
    display: inline-flex;
    gap: 2px;
    vertical-align: middle;
    margin-right: 0.4rem;
  }
  .tiny-card {
    display: block;
    width: 26px;
    aspect-ratio: 5 / 8;
  }
  .game-score {
    font-weight: 600;
    margin: 0.3rem 0;
  }
  .small {
    font-size: 0.85rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.6rem;
    justify-content: flex-end;
    align-items: center;
  }
  @media (max-width: 640px) {
    .capture-choice {
      font-size: 0.85rem;
    }
    .stop {
      top: auto;
      right: auto;
      left: 50%;
      bottom: 0;
      transform: translateX(-50%);
      width: calc(100vw - 1rem);
      max-height: 100%;
    }
    .summary .figure {
      margin-right: 0.25rem;
    }
    .tiny-card {
      width: 17px;
    }
    /* the primiera's cards over its sum, so that both sides fit the phone's width */
    .summary table.count td + td {
      white-space: normal;
    }
    .primiera-cards {
      display: flex;
      justify-content: flex-end;
      margin: 0 0 0.15rem;
    }
    .summary td,
    .summary th {
      padding: 0.25rem 0.3rem;
    }
  }
`;function hu(e,t,n,r){let i=e.view,a=e.seats[t],o=i?Il(i)[t]??0:0,s=i?.all_hands?.[t],c=e.phase===`play`&&i?.to_move===t,l=!e.watching&&e.seats.length===4&&El(t)===El(e.you),u=a.connected||a.kind===`ai`;return g`<div class="seat ${n} ${c?`to-move`:``}" data-position=${n} data-seat=${t}>
    <div class="nameplate">
      <span class="dot ${u?`on`:`off`}" title=${u?``:x(`web.seat.away`)}></span>
      <span class="name" data-testid="seat-name">${r.name(t)}</span>
      ${a.kind===`ai`?g`<span class="strength" data-testid="seat-strength">${ks(a.ai,x,b)}</span>`:_}
      ${a.kind===`human`&&a.ai?g`<span class="badge" title=${x(`web.seat.ai_plays_title`)}>${x(`web.seat.ai_plays`)}</span>`:_}
      ${l?g`<span class="badge team-badge">${x(`web.seat.partner`)}</span>`:_}
      ${zs(i?.dealer,t)}
    </div>
    <div class="fan ${s?`open`:``} ${o>5?`many`:``}" data-testid="cards-left" data-seat=${t} data-count=${o}
      role=${s?`group`:`img`} aria-label=${x(`web.seat.cards_left`,{n:o})} title=${x(`web.seat.cards_left`,{n:o})}>
      ${s?s.map(e=>g`<div class="small-card" data-card=${e} title=${T(e)}>${Q(e,r.deck)}</div>`):Array.from({length:o},()=>g`<div class="small-card back">${To(r.deck)}</div>`)}
    </div>
  </div>`}var gu=f`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
    min-height: calc(100vh - 58px); /* under the header and its gold rule */
    --card-w: clamp(64px, min(8.5vw, 12.5vh), 112px);
    --table-w: clamp(56px, min(7vw, 11vh), 96px);
    --small-w: clamp(28px, min(3.2vw, 5.2vh), 44px);
    --mini-w: clamp(26px, min(2.6vw, 4.4vh), 38px);
  }
  .score {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 1rem;
    align-items: baseline;
    font-size: 1.05rem;
  }
  .felt {
    flex: 1;
    position: relative; /* a wide screen's training stop is placed by it */
    display: grid;
    grid-template-columns: minmax(90px, 1fr) 3fr minmax(90px, 1fr);
    grid-template-rows: auto 1fr auto;
    grid-template-areas: "north north north" "west middle east" "south south south";
    gap: 0.4rem;
    padding: 0.6rem;
    background: radial-gradient(ellipse at center, #2a7a4d 0%, var(--felt) 55%, var(--felt-dark) 100%);
    color: var(--paper);
  }
  .felt.players-2 {
    grid-template-columns: 1fr;
    grid-template-areas: "north" "middle" "south";
  }
  /* four at the table: the table's cards a little smaller, so the table fits the screen */
  .felt.players-4 {
    --table-w: clamp(52px, min(6.4vw, 10vh), 88px);
  }
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    position: relative;
    min-width: 0;
  }
  .nameplate {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    justify-content: center;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    background: #0000002e;
    max-width: 100%;
  }
  .to-move > .nameplate {
    background: var(--gold);
    color: var(--ink);
    box-shadow: 0 0 14px var(--gold);
  }
  .fan {
    display: flex;
    justify-content: center;
    min-height: calc(var(--small-w) * 1.6);
  }
  .small-card {
    width: var(--small-w);
    aspect-ratio: 5 / 8;
    margin-left: calc(var(--small-w) * -0.4);
    filter: drop-shadow(0 1px 2px #0006);
  }
  .fan.many .small-card {
    margin-left: calc(var(--small-w) * -0.7);
  }
  /* a training table's open hands: large enough to read */
  .fan.open {
    --small-w: clamp(34px, min(4vw, 6.5vh), 56px);
  }
  .fan.open .small-card {
    margin-left: calc(var(--small-w) * -0.15);
  }
  .fan.open.many {
    flex-wrap: wrap;
    max-width: calc(var(--small-w) * 5.5);
  }
  .fan.open.many .small-card {
    margin: 0 0 0.15rem;
  }
  .players-2 .fan.open.many {
    max-width: none;
  }
  .middle {
    grid-area: middle;
    position: relative; /* the suggestion sits at its foot */
    display: flex;
    flex-direction: column;
    justify-content: center;
    gap: 0.4rem;
    min-width: 0;
  }
  .table-top {
    display: grid;
    grid-template-columns: auto minmax(0, 1fr) auto;
    grid-template-areas: "stock cards piles";
    align-items: center;
    gap: clamp(0.5rem, 2vw, 1.5rem);
    min-width: 0;
  }
  .stock {
    grid-area: stock;
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    width: calc(var(--table-w) * 1.1);
  }
  .stock-back,
  .stock-empty {
    position: relative;
    width: calc(var(--table-w) * 0.8);
    aspect-ratio: 5 / 8;
    filter: drop-shadow(2px 3px 3px #0008);
  }
  .stock-empty {
    border: 2px dashed #ffffff40;
    border-radius: 8px;
    box-sizing: border-box;
    filter: none;
  }
  .stock-back .count {
    position: absolute;
    inset: auto 0 0.3rem 0;
    margin: 0 auto;
    width: max-content;
    min-width: 1.6em;
    text-align: center;
    font-weight: 700;
    font-size: 0.95rem;
    background: var(--paper);
    color: var(--ink);
    border-radius: 999px;
    padding: 0 0.35em;
    box-shadow: 0 1px 3px #0008;
  }
  .caption {
    font-size: 0.8rem;
    text-align: center;
    line-height: 1.2;
    opacity: 0.9;
  }
  .table-cards {
    grid-area: cards;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    align-content: center;
    gap: calc(var(--table-w) * 0.12);
    min-height: calc(var(--table-w) * 1.6 + 0.8rem);
    padding: 0.4rem;
    border-radius: 14px;
    background: #00000014;
  }
  .table-cards.many {
    --table-w: clamp(46px, min(5.6vw, 8.6vh), 76px);
  }
  .empty-table {
    margin: auto;
    opacity: 0.75;
    font-style: italic;
  }
  .table-card {
    width: var(--table-w);
    aspect-ratio: 5 / 8;
    padding: 0;
    border: none;
    border-radius: 7px;
    background: none;
    box-shadow: 0 2px 6px #0006;
    transition: transform 0.15s ease, box-shadow 0.15s, opacity 0.15s;
  }
  .table-card.offered {
    cursor: pointer;
    box-shadow: 0 0 0 3px var(--gold), 0 4px 10px #0007;
  }
  .table-card.offered:hover,
  .table-card.offered:focus-visible {
    transform: translateY(-6px);
  }
  .table-card.chosen {
    transform: translateY(-10px);
    box-shadow: 0 0 0 4px var(--gold), 0 0 18px 6px var(--gold);
  }
  .table-card.dimmed {
    opacity: 0.45;
    filter: grayscale(0.4);
  }
  .table-card.suggested {
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  .piles {
    grid-area: piles;
    display: flex;
    flex-direction: column;
    gap: 0.6rem;
    justify-content: center;
  }
  .pile {
    display: flex;
    align-items: center;
    gap: 0.45rem;
  }
  .pile-cards {
    position: relative;
    width: calc(var(--mini-w) * 1.7);
    height: calc(var(--mini-w) * 1.6);
    flex: none;
  }
  .pile-back,
  .pile-empty {
    position: absolute;
    left: calc(var(--mini-w) * 0.35);
    top: 0;
    width: var(--mini-w);
    aspect-ratio: 5 / 8;
    filter: drop-shadow(1px 2px 2px #0008);
  }
  .pile-empty {
    border: 1px dashed #ffffff40;
    border-radius: 5px;
    box-sizing: border-box;
    filter: none;
  }
  /* each scopa's card turned crosswise under the pile, as players mark them */
  .scopa-card {
    position: absolute;
    left: calc(var(--mini-w) * 0.35);
    top: calc(var(--mini-w) * 0.3 + var(--at) * 5px);
    width: var(--mini-w);
    aspect-ratio: 5 / 8;
    transform: rotate(90deg);
    filter: drop-shadow(0 1px 2px #0008);
  }
  .pile-caption {
    display: flex;
    flex-direction: column;
    font-size: 0.8rem;
    line-height: 1.2;
    white-space: nowrap;
  }
  .scope-count {
    color: var(--gold);
    font-weight: 700;
  }
  .last-play {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    justify-content: center;
    gap: 0.3rem 0.7rem;
    min-height: calc(var(--mini-w) * 1.6 + 0.5rem);
    text-align: center;
  }
  .last-play p {
    margin: 0;
  }
  .last-play .mini {
    display: flex;
    align-items: center;
    gap: 0.2rem;
  }
  .mini-card {
    display: block;
    width: var(--mini-w);
    aspect-ratio: 5 / 8;
    filter: drop-shadow(0 1px 2px #0007);
  }
  .mini-card.played {
    margin-right: 0.15rem;
  }
  .arrow {
    font-weight: 700;
    opacity: 0.8;
  }
  .scopa-mark {
    background: var(--gold);
    color: var(--ink);
    font-weight: 800;
    letter-spacing: 0.04em;
    text-transform: uppercase;
    padding: 0.1em 0.7em;
    border-radius: 999px;
    box-shadow: 0 0 14px var(--gold);
    animation: fade 0.4s;
  }
  .status {
    min-height: 1.5rem;
    text-align: center;
    opacity: 0.9;
  }
  .status.mine {
    color: var(--gold);
    font-weight: 700;
    opacity: 1;
  }
  .hand {
    display: flex;
    justify-content: center;
    gap: calc(var(--card-w) * 0.08);
    padding: 0.9rem 0 0.2rem;
  }
  /* Scopone's ten cards: one row, each a little narrower */
  .hand.many {
    --card-w: clamp(56px, min(7.4vw, 11vh), 96px);
    gap: calc(var(--card-w) * 0.05);
  }
  .hand .hand-card {
    width: var(--card-w);
    aspect-ratio: 5 / 8;
    padding: 0;
    border: none;
    border-radius: 8px;
    background: none;
    box-shadow: 0 2px 6px #0006;
    transition: transform 0.15s ease, box-shadow 0.15s;
  }
  .hand:not(.my-turn) .hand-card {
    filter: brightness(0.85);
  }
  .hand-card.refused {
    box-shadow: 0 0 0 3px var(--red), 0 0 18px 6px var(--red);
  }
  .hand-card.choosing,
  .hand.my-turn .hand-card.choosing:hover {
    transform: translateY(-14px);
    box-shadow: 0 0 0 4px var(--gold), 0 10px 18px #0007;
  }
  .hand-card.suggested {
    transform: translateY(-8px);
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  @media (max-width: 640px) {
    :host {
      min-height: calc(100vh - 88px); /* the header takes two rows on a phone */
      --card-w: calc((100vw - 2rem) / 3.6);
      --table-w: calc((100vw - 2.5rem) / 5.4);
      --small-w: 26px;
      --mini-w: 24px;
    }
    .felt {
      grid-template-columns: 64px 1fr 64px;
      padding: 0.3rem;
      overflow: hidden;
    }
    .felt.players-4 {
      --table-w: calc((100vw - 2.5rem - 128px) / 3.5);
    }
    .seat.west .nameplate,
    .seat.east .nameplate {
      font-size: 0.72rem;
      padding: 0.1rem 0.3rem;
      max-width: 64px;
      overflow: hidden;
      text-overflow: ellipsis;
    }
    .seat.west .fan,
    .seat.east .fan {
      flex-wrap: wrap;
      max-width: 64px;
    }
    .seat.west .fan .small-card,
    .seat.east .fan .small-card {
      --small-w: 20px;
      margin: 0 0 -18px 0;
    }
    .seat.west .fan.open .small-card,
    .seat.east .fan.open .small-card {
      --small-w: 30px;
      margin: 0 0 0.1rem;
    }
    .table-top {
      grid-template-columns: auto minmax(0, 1fr);
      grid-template-areas: "stock piles" "cards cards";
      gap: 0.3rem;
    }
    .stock {
      flex-direction: row;
      width: auto;
      --table-w: 40px;
    }
    .piles {
      flex-direction: row;
      justify-content: flex-end;
      gap: 0.6rem;
    }
    .pile-caption {
      font-size: 0.72rem;
    }
    .table-cards.many {
      --table-w: calc((100vw - 2.5rem) / 6.4);
    }
    .last-play {
      font-size: 0.85rem;
    }
    .hand.many {
      --card-w: calc((100vw - 1.5rem) / 5.3);
      flex-wrap: wrap;
      row-gap: 0.3rem;
    }
    .middle {
      position: relative; /* the training stop is placed by it */
      gap: 0.25rem;
    }
    .tools .sound {
      display: none;
    }
    .toolbar {
      padding: 0.3rem 0.5rem;
    }
    .players-4 .seat.south {
      --card-w: calc((100vw - 2rem) / 4);
    }
    .seat.north .fan.open {
      --small-w: 34px;
    }
  }
`,_u=class extends bc{static{this.properties={suggestion:{state:!0},choosing:{state:!0}}}constructor(){super({game:`scopa`}),this.playsSeen=null,this.finished=null,this.sentAt=null,this.suggestion=null,this.choosing=null}receiving(e,t){let n=e=>e?.view?.plays.length??0;(n(e)!==n(t)||e.view?.hand.join()!==t?.view?.hand.join()||e.phase!==t?.phase)&&((n(e)>n(t)||!e.view&&t?.view)&&Es(e.last_play?.scopa?`trick`:`card`,this.sounds),this.refusal=``,this.refusedCard=``,this.suggestion=null,this.choosing=null),Ol(e)||(this.suggestion=null,this.choosing=null),this.sentAt=null,e.view?(this.playsSeen=e.view.plays,this.finished=null):e.hand_summary&&this.finished===null&&this.handOptions&&(this.finished=Bl(this.playsSeen,e.last_play,Hl(this.handOptions)),this.playsSeen=null)}myTurn(e){return Ol(e)}refuse(e,t=``){this.sentAt=null,super.refuse(e,t)}answered(e){e.type===`step_suggestion`&&(this.suggestion=e)}clickHand(e){let t=this.state,n=t?.view;if(!t||!n||gs(t,e,e=>this.send(e))||this.sentAt===n.plays.length)return;if(n.to_move!==n.seat||t.phase!==`play`){let r=js({why:`not_your_turn`,toMove:n.to_move},{say:x,card:T,suit:e=>e,seat:e=>this.name(t,e)});this.refuse(r,e);return}if(this.choosing?.card===e){this.choosing=null;return}let r=jl(n.legal,e);r.kind===`play`?this.play(r.step):r.kind===`choose`&&(this.refusal=``,this.refusedCard=``,this.choosing={card:e,takes:r.takes,chosen:[]})}pickTable(e){let t=this.choosing;if(!t)return;let n=Pl(t.card,t.takes,t.chosen,e);n.step?this.play(n.step):this.choosing={...t,chosen:n.chosen}}play(e){let t=this.state?.view;t&&this.sentAt!==t.plays.length&&(this.sentAt=t.plays.length,this.choosing=null,this.refusal=``,this.refusedCard=``,this.send(kl(e,t),e.card))}key(e){let t=this.state?.view;if(/^[0-9]$/.test(e.key)&&t){let n=t.hand[e.key===`0`?9:Number(e.key)-1];n&&this.clickHand(n)}else e.key===`Escape`?this.choosing=null:(e.key===`s`||e.key===`S`)&&this.suggest()}placeOf(e,t){return Dl(t,e.you,e.seats.length)}sides(e){return e.watching||e.seats.length===4?ys(e):[x(`web.sco.you`),this.name(e,1-e.you)]}renderTable(e){let t=e.view,n=e.seats.length,r=e.seats.map(e=>e.seat).filter(t=>t!==e.you),i=this.felt(e),a=this.suggestion?.step.take??[];return g`
      ${this.renderToolbar(e)}
      <div class="felt players-${n} ${t?.options.scopone?`scopone`:``}" data-testid="scopa-table">
        ${r.map(t=>hu(e,t,Dl(t,e.you,n),{deck:this.deck,name:t=>this.name(e,t)}))}
        <div class="middle">
          ${t?g`<div class="table-top">
                  ${ql(t,i)}
                  ${Yl(t,i,{choosing:this.choosing,suggested:a,pick:e=>this.pickTable(e)})}
                  ${Jl(e,t,i)}
                </div>
                ${this.choosing?eu(this.choosing,e=>this.play(e),()=>this.choosing=null):$l(e,i)}`:_}
          ${tu(e,i)}
          ${this.suggestion&&t?du(this.suggestion,e=>this.play(e)):_}
          ${e.phase===`trick_stop`?uu(e,t=>this.name(e,t),()=>this.goOn()):_}
        </div>
        ${this.renderSouth(e)}
      </div>
      ${this.renderOverlays(e)}
    `}waitingTitle(){return`${x(this.gameOptions?.scopone?`web.sco.scopone`:`web.sco.title`)} — ${x(`web.waiting.title`)}`}renderToolbar(e){if(e.watching)return this.watchingBar(e,e.match.score);let t=e.view,[n,r]=this.sides(e),i=Gl(e.match.score,e.you,e.match.target),a=e.match.hands.length+ +!!t;return g`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite" title=${x(`web.sco.score_title`)}>
        <span class="team us">${n} <b>${i.us}</b></span>
        <span class="team them">${r} <b>${i.them}</b></span>
        ${e.evening?_:g`<span class="muted">${x(`web.sco.to_target`,{n:i.target??``})} ${a?g`· ${x(`web.sco.hand_n`,{n:a})}`:_}</span>`}
      </div>
      <div class="tools">
        ${this.seatBadges(e)} ${this.deckTools()} ${this.leaveOrPause()}
      </div>
    </div>`}renderSouth(e){let t=e.view,n=t?.hand??[],r=Ol(e),i=this.suggestion?this.suggestion.step.card:e.hint;return g`<div class="seat south ${r?`to-move`:``}" data-position="south" data-seat=${e.you}>
      <div class="nameplate">
        <span class="name">${this.name(e,e.you)}</span>
        ${zs(t?.dealer,e.you)}
        ${e.training&&r?g`<button class="suggest" data-testid="suggest" @click=${()=>this.suggest()}>${x(`web.training.suggest`)}</button>`:_}
      </div>
      ${this.refusalSlot()}
      <div class="hand ${r?`my-turn`:``} ${n.length>5?`many`:``}" data-testid="hand" role="group" aria-label=${x(`web.table.your_hand`)}>
        ${Us(n,e=>e,(e,t)=>g`<button
            class="hand-card ${r?`playable`:``} ${this.refusedCard===e?`refused`:``} ${i===e?`suggested`:``} ${this.choosing?.card===e?`choosing`:``}"
            data-card=${e}
            data-playable=${r?`true`:`false`}
            aria-pressed=${this.choosing?.card===e?`true`:`false`}
            title=${T(e)}
            @click=${()=>this.clickHand(e)}
          >
            ${Co(e,this.deck,(t+1)%10)}
          </button>`)}
      </div>
    </div>`}renderOverlays(e){return g`
      ${e.phase===`hand_over`&&e.hand_summary?this.renderHandOver(e):_}
      ${e.phase===`over`?this.matchEnd(e,()=>this.renderMatchOver(e)):_}
    `}felt(e){return{deck:this.deck,name:t=>this.name(e,t),sides:this.sides(e)}}summaryContext(e){let t=e.hand_summary;return{sides:this.sides(e),options:this.gameOptions,deck:this.deck,primiera:t?Vl(this.finished,t):null,name:t=>this.name(e,t)}}renderHandOver(e){return fu(e,{...this.summaryContext(e),ready:this.isReady(e),sendReady:()=>this.sendReady(),goOn:()=>this.goOn()})}renderMatchOver(e){return pu(e,{...this.summaryContext(e),again:this.againOffer(e),toLobby:()=>this.goLobby(),refusal:this.refusal})}static{this.styles=[$,Bs,tc,gu,mu]}};customElements.define(`scopa-view`,_u);var vu={name:`scopa`,label:e=>x(e===`scopone`?`web.sco.scopone`:`web.sco.title`),view:({seat:e,store:t})=>g`<scopa-view data-table=${e.table} .seat=${e} .store=${t}></scopa-view>`,lobby:{title:()=>x(`web.sco.title`),hint:()=>x(`web.sco.lobby_hint`),fan:{cards:[`7d`,`Rc`,`As`],deck:null},players:Xt,defaultSeat:`ai:heuristic`,playerLabel:Zt,describe:e=>x(e.scopone===!0?`web.sco.describe_scopone`:`web.sco.describe`,{players:e.players??2,target:e.target??11})},help:()=>Sl(),replay:({record:e,match:t,start:n})=>g`<steps-replay .record=${e} .match=${t} .start=${n}
      .build=${t=>nu(e,t)}></steps-replay>`};function yu(e,t){return[`south`,`east`,`north`,`west`][((e-t)%4+4)%4]}function bu(e){return e%2}function xu(e){return Math.floor(e.plays.length/4)}function Su(e){let t=e.plays.length;if(t===0)return{plays:[],complete:!1};let n=t%4==0?t-4:t-t%4;return{plays:e.plays.slice(n),complete:t%4==0}}function Cu(e){if(!e.hand.length&&!e.plays.length)return Array.from({length:4},()=>0);let t=Array.from({length:4},()=>10);for(let n of e.plays)--t[n.seat];return t}function wu(e,t){if(!e||!t||t.to_move!==t.seat)return[];let n=e.vocabularies[t.options.signals];if(!n||xu(t)>=e.last_signal_trick)return[];let r=t.plays.length%4==0;return n.who===`leader`&&!r?[]:n.signals}function Tu(e,t,n){let r=wu(e,t),i=e=>(n?.[e.id]?.length??0)>0;return{true:r.filter(i),bluffs:t?.options.false_signals?r.filter(e=>!i(e)):[]}}function Eu(e,t){let n=e.name[t]||e.name.it;return e.dialect&&e.dialect!==n?`${n} (${e.dialect})`:n}function Du(e,t,n,r){let i=e?.vocabularies[t]?.signals.find(e=>e.id===n);return i?Eu(i,r):n}function Ou(e,t,n){if(e.includes(t))return e.filter(e=>e!==t);let r=e=>n.find(t=>t.id===e)?.companion??!1;return[...e.filter(e=>r(e)!==r(t)),t]}function ku(e){return e.phase===`hand_over`?e.seats.filter(t=>t.kind===`human`&&t.connected&&!e.ready.includes(t.seat)).map(e=>e.seat):[]}function Au(e){let t=Mu(e);return t?t.score:e.view?.score??e.match.score}function ju(e){let t=Mu(e);return(t?t.target:null)??e.view?.target??null}function Mu(e){let t=e.view;if(t&&(t.hand.length||t.plays.length))return null;let{games:n,score:r}=e.match,i=r[0]===0&&r[1]===0;return n.length&&(i||e.match.winner!==null)?n[n.length-1]:null}function Nu(e,t){return e.kind?t(`web.accusa.${e.kind}`,{suit:e.suit?t(`card.suit.${e.suit}`):``,points:e.points}):t(`web.accusa.hidden`,{points:e.points})}function Pu(e,t){if(!e)return``;let n=e.plays[e.plays.length-1],r=n?[t.say(`web.a11y.played`,{name:t.seat(n.seat),card:t.card(n.card)})]:[];return e.to_move===e.seat&&r.push(t.say(`web.a11y.your_turn`)),r.join(` `)}function Fu(e,t){if(e.to_move!==e.seat)return{why:`not_your_turn`,toMove:e.to_move};if(e.legal.includes(t))return null;let n=e.plays.length,r=n%4?e.plays[n-n%4].card:null;return r?{why:`follow_suit`,led:r,card:t}:null}function Iu(e,t){let n=[];typeof e.target==`number`&&n.push(t(`web.score.target`,{target:e.target}));let r=e.best_of;typeof r==`number`&&r>1&&n.push(t(`web.describe.best_of`,{n:r}));let i=e.accuse;(i===`score`||i===`declare`)&&n.push(t(`web.describe.accuse.${i}`)),e.signals===`none`&&n.push(t(`web.describe.no_signals`));let a=e.second_game;return typeof a==`string`&&a!==`tressette`&&r===3&&n.push(t(`web.describe.second_game.${a}`)),n.join(`, `)}function Lu(e,t){let n=t&&e.includes(t)?[t,...e.filter(e=>e!==t)]:[...e],[r]=n;return r===t?[...n.slice(0,1),`howto`,...n.slice(1),`keyboard`]:[`howto`,...n,`keyboard`]}function Ru(e,t,n){let r=[];for(let i=1;t(`${e}.${i}`);i+=1)r.push(n(`${e}.${i}`));return r}function zu(e,t,n,r){if(t===!0)return n(`web.help.yes`);if(t===!1)return n(`web.help.no`);if(t==null)return n(`web.help.same`);let i=`web.choice.${e}.${String(t)}`;return r(i)?n(i):String(t)}function Bu(e){return e.replace(/\*\*(.+?)\*\*/g,`$1`).replace(/\*(.+?)\*/g,`$1`).replace(/`(.+?)`/g,`$1`).trim()}function Vu(e){let t=e.split(`
`).map(e=>e.trim()),n=t.findIndex((e,n)=>e.startsWith(`|`)&&/^\|[\s|:-]+\|$/.test(t[n+1]??``));if(n<0)return{header:[],rows:[]};let r=e=>e.slice(1,e.endsWith(`|`)?-1:void 0).split(`|`).map(Bu),i=[];for(let e=n+2;e<t.length&&t[e].startsWith(`|`);e+=1)i.push(r(t[e]));return{header:r(t[n]),rows:i}}function Hu(e){return e.split(/\n\|/)[0].split(/\n\s*\n/).map(e=>e.replace(/\n/g,` `).trim()).filter(e=>e&&!e.startsWith(`#`)&&!/^\*[^*].*\*$/.test(e)).map(Bu)}var Uu=`# Opening a suit: the lead table ("tabella")

*Help page — Italian version: [opening-leads.it.md](opening-leads.it.md).*

When you lead a trick and open a suit, the cards you hold in it decide which card to lead and
which signal to make. The table uses the classico vocabulary of iTressette X4 — **busso**
(play your best card of this suit and return it if you win), **striscio** (I have more cards
of this suit), **volo** (this is my last card of this suit). Circolo's heuristic player leads
by this table in every variant, making its own vocabulary's signal for the same message
(see \`circolo rules VARIANT\`).

Notation: *x* = a scartina (7 6 5 4); *pezzi* = 3, 2, A; R C F = re, cavallo, fante.
Later in the hand the table is read with the cards still out: once the 3 of a suit is
played, its 2 acts as the 3, and so on.

| You hold in the suit | Lead | Signal | Why |
|---|---|---|---|
| 3-2-A(-x…), the napoletana | the 3, then the 2, then the A | busso | Three sure tricks; leading from the top draws out their figures. |
| 3-2(-x…) | the 3, then the 2 | busso | Partner drops his ace on your 3; then the suit runs. |
| 3-A-x-x | a low card | busso | Draws out the 2 cheaply; the 3 keeps the ace safe. |
| 3-A doubleton | do not open it | — | The ace is safe only after the 2 has fallen. |
| 3-x-x | a low card | busso | The model knock: partner plays his best and returns; your 3 captures. |
| 3-x-x-x and longer | a low card | busso | Length turns your small cards into winners. |
| 3 alone, 3-x | avoid | volo when you lead the last one later | The 3 always wins; leading it early promotes their 2. |
| 2-A-x-x | only without a better suit: a low card | — | Partner's 3 wins and returns; your 2 and A become winners. |
| 2-x-x-x | only without a better suit: a scartina | — | Keep the 2 guarded. |
| 2-x, 2-x-x | avoid | — | The 2 needs its guards. |
| A-x-x-x (no 3, no 2) | a low card, only with a 3 elsewhere to get back in | striscio | Makes their 3 and 2 fall so your ace becomes the best card. |
| A with 6 or more cards | the A | — | On a low lead partner's bare 3 would be wasted. |
| A-x-x | a low card (the R from A-R-x), only with guarded pezzi elsewhere | — | Shows your shape. |
| A alone, A-x | avoid | volo | The ace would be captured. |
| R-C-F-x, R-C-x-x (long figures) | a low card | striscio | Opponents spend pezzi on one-third tricks; your figures are promoted. |
| Short figures (R, R-x, C-F) | never | — | A figure lead promises length. |
| x-x-x-x (long scartine) | the highest scartina | striscio | A cheap card cannot win; the low ones stay for following. |
| A single scartina | never on the first trick; later to make a void | volo | Later in the hand the void lets you throw points on partner's tricks. |

Besides the table, the heuristic player:
- returns partner's suit at once after winning the trick he knocked in (*dove si bussa si torna*);
- avoids suits an opponent is known to be void in, or holds pezzi in (a revealed napoletana);
- leads towards partner's known pezzi (a revealed accusa, a signal showing his ace);
- from the seventh trick cashes the best cards still out.

Ask \`circolo engine\` (or, in training mode, the *suggest* button) for the reasons of any lead.
`,Wu=`# Aprire un seme: la tabella delle uscite

*Pagina di aiuto — versione inglese: [opening-leads.en.md](opening-leads.en.md).*

Quando apri una passata e inauguri un seme, le carte che ne hai decidono quale carta giocare
e quale dichiarazione fare. La tabella usa le dichiarazioni classiche di iTressette X4 —
**busso** (gioca la tua carta migliore di questo seme e, se prendi, ritorna), **striscio** (in
questo seme ne ho altre), **volo** (è la mia ultima carta di questo seme). Il giocatore
euristico di Circolo esce secondo questa tabella in ogni variante, usando la dichiarazione
del proprio vocabolario per lo stesso messaggio (vedi \`circolo rules VARIANTE --lang it\`).

Notazione: *x* = una scartina (7 6 5 4); *pezzi* = 3, 2, asso; R C F = re, cavallo, fante.
Più avanti nella mano la tabella si legge con le carte ancora in gioco: uscito il 3 di un
seme, il suo 2 vale come il 3, e così via.

| Hai nel seme | Esci con | Dichiarazione | Perché |
|---|---|---|---|
| 3-2-A(-x…), la napoletana | il 3, poi il 2, poi l'asso | busso | Tre prese sicure; giocando dall'alto fai cadere le loro figure. |
| 3-2(-x…) | il 3, poi il 2 | busso | Il compagno cala l'asso sul tuo 3; poi il seme corre. |
| 3-A-x-x | una carta bassa | busso | Fa uscire il 2 a poco prezzo; il 3 protegge l'asso. |
| 3-A secco | non aprirlo | — | L'asso è al sicuro solo dopo che è caduto il 2. |
| 3-x-x | una carta bassa | busso | La bussata modello: il compagno gioca la migliore e ritorna; il tuo 3 prende. |
| 3-x-x-x e più | una carta bassa | busso | La lunghezza rende buone le tue carte piccole. |
| 3 secco, 3-x | evitalo | volo quando giochi l'ultima | Il 3 prende sempre; giocarlo presto promuove il loro 2. |
| 2-A-x-x | solo senza un seme migliore: una carta bassa | — | Il 3 del compagno prende e ritorna; il tuo 2 e l'asso diventano buoni. |
| 2-x-x-x | solo senza un seme migliore: una scartina | — | Tieni il 2 protetto. |
| 2-x, 2-x-x | evitalo | — | Il 2 ha bisogno delle sue guardie. |
| A-x-x-x (senza 3 e 2) | una carta bassa, solo con un 3 altrove per rientrare | striscio | Fa cadere il loro 3 e il loro 2, così il tuo asso diventa buono. |
| asso con 6 carte o più | l'asso | — | Su un'uscita bassa il 3 secco del compagno andrebbe sprecato. |
| A-x-x | una carta bassa (il re da A-R-x), solo con pezzi protetti altrove | — | Mostra la tua distribuzione. |
| asso secco, A-x | evitalo | volo | L'asso verrebbe preso. |
| R-C-F-x, R-C-x-x (figure lunghe) | una carta bassa | striscio | Gli avversari spendono i pezzi per prese da un terzo; le tue figure salgono. |
| figure corte (R, R-x, C-F) | mai | — | Uscire di figura promette lunghezza. |
| x-x-x-x (scartine lunghe) | la scartina più alta | striscio | Una carta bassa non può prendere; le più basse restano per rispondere. |
| una scartina secca | mai alla prima passata; più avanti per restare privo del seme | volo | Più avanti, privo del seme, puoi scartare punti sulle prese del compagno. |

Oltre alla tabella, il giocatore euristico:
- torna subito nel seme del compagno dopo aver preso la passata in cui lui ha bussato (*dove si bussa si torna*);
- evita i semi di cui un avversario è notoriamente privo, o in cui ha pezzi (una napoletana accusata);
- esce verso i pezzi noti del compagno (un'accusa rivelata, una dichiarazione che mostra l'asso);
- dalla settima passata incassa le carte migliori ancora in gioco.

Chiedi a \`circolo engine\` (o, in allenamento, al pulsante *suggerisci*) le ragioni di ogni uscita.
`,Gu=f`
  table {
    border-collapse: collapse;
    width: 100%;
    margin: 0.5rem 0 1rem;
  }
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 0.35rem 0.5rem;
    border-bottom: 1px solid #0001;
  }
  table.rules th[scope="row"] {
    font-weight: 600;
    width: 45%;
  }
  .tabella thead th {
    background: #0000000a;
  }
  .tabella th[scope="row"] {
    white-space: nowrap;
  }
  .scroll {
    overflow-x: auto;
  }
  select {
    font: inherit;
    margin-left: 0.4rem;
  }
  @media (max-width: 560px) {
    .tabella {
      font-size: 0.9rem;
    }
    .tabella th[scope="row"] {
      white-space: normal;
    }
    /* every column within the phone's width: long words wrap rather than run off the side */
    .tabella th,
    .tabella td {
      padding: 0.3rem 0.25rem;
      overflow-wrap: anywhere;
      hyphens: auto;
    }
  }
`,Ku=class extends v{static{this.properties={variant:{},info:{state:!0}}}constructor(){super(),this.display=new w(this),this.variant=``,this.info=null}connectedCallback(){super.connectedCallback(),C.gameInfo(`tressette`).then(e=>this.info=e,()=>void 0)}render(){let e=this.info,t=e?.variants.find(e=>e.name===this.variant)??e?.variants[0];return g`
      <h3>${x(`web.help.variant.title`)}</h3>
      ${e&&t?g`<label
              >${x(`web.options.variant`)}
              <select data-testid="help-variant" @change=${e=>this.variant=e.target.value}>
                ${e.variants.map(e=>g`<option value=${e.name} ?selected=${e.name===t.name}>${e.name}</option>`)}
              </select></label
            >
            <p class="muted">${x(`variant.${t.name}`)}</p>
            <table class="rules" data-testid="help-options">
              ${e.options.map(e=>this.optionRow(e,t.options))}
            </table>
            <h3>${x(`web.help.signals.title`)}</h3>
            ${this.renderSignals(e,String(t.options.signals??`none`))}`:g`<p class="muted">…</p>`}
      <h3>${x(`web.help.accuse.title`)}</h3>
      ${Ru(`web.help.accuse`,b,e=>x(e)).map(e=>g`<p>${e}</p>`)}
      <h3>${x(`web.help.tabella.title`)}</h3>
      ${this.renderTabella()}
    `}optionRow(e,t){return g`<tr data-option=${e.key}>
      <th scope="row">${x(`web.option.${e.key}`)}</th>
      <td>${zu(e.key,t[e.key],e=>x(e),b)}</td>
    </tr>`}renderSignals(e,t){let n=e.vocabularies[t];if(!n||!n.signals.length)return g`<p data-testid="help-signals">${x(`web.help.signals.none`)}</p>`;let r=y();return g`<p>${x(n.who===`leader`?`web.help.signals.leader`:`web.help.signals.any`)}</p>
      <table class="rules" data-testid="help-signals">
        <tr>
          <th>${x(`web.help.signals.signal`)}</th>
          <th>${x(`web.help.signals.meaning`)}</th>
        </tr>
        ${n.signals.map(e=>g`<tr data-signal=${e.id}>
            <td><b>${Eu(e,r)}</b></td>
            <td>${e.meaning[r]}</td>
          </tr>`)}
      </table>`}renderTabella(){let e=y()===`it`?Wu:Uu,t=Vu(e);return g`${Hu(e).map(e=>g`<p>${e}</p>`)}
      <div class="scroll">
        <table class="tabella" data-testid="tabella">
          <thead>
            <tr>
              ${t.header.map(e=>g`<th scope="col">${e}</th>`)}
            </tr>
          </thead>
          <tbody>
            ${t.rows.map(e=>g`<tr>
                ${e.map((e,t)=>t===0?g`<th scope="row">${e}</th>`:g`<td>${e}</td>`)}
              </tr>`)}
          </tbody>
        </table>
      </div>`}static{this.styles=[$,Gu,f`
      :host {
        display: block;
      }
    `]}};customElements.define(`tressette-help`,Ku);var qu=new Map;function Ju(e){let t=qu.get(e);return t||(t=S(`GET`,`/api/tables/${encodeURIComponent(e)}/analysis`),t.catch(()=>qu.delete(e)),qu.set(e,t)),t}var Yu=e=>S(`POST`,`/api/analysis`,e),Xu=`4567FCRA23`,Zu={A:3,2:1,3:1,R:1,C:1,F:1},Qu=4;function $u(e){let t=[];return(e.games??[]).forEach((e,n)=>{e.game===void 0&&e.hands.forEach((e,r)=>t.push({game:n+1,hand:r+1,data:e}))}),t}function ed(e){let t=e[0]?.card.slice(-1),n=e[0];for(let r of e)n&&r.card.slice(-1)===t&&Xu.indexOf(r.card[0]??``)>Xu.indexOf(n.card[0]??``)&&(n=r);return n?.seat??0}function td(e,t){let n=e.plays.slice(0,t),r=new Set(n.map(e=>e.card)),i=e.deal.map(e=>e.filter(e=>!r.has(e))),a=[0,0],o=Math.floor(n.length/Qu);for(let t=0;t<o;t++){let r=n.slice(t*Qu,t*Qu+Qu),i=ed(r)%2;a[i]+=r.reduce((e,t)=>e+(Zu[t.card[0]??``]??0),0),(t+1)*Qu===e.plays.length&&(a[i]+=3)}let s=n.length%Qu===0?Math.max(0,n.length-Qu):n.length-n.length%Qu,c=n.slice(s);return{held:i,trick:c,winner:c.length===Qu?ed(c):null,thirds:a}}function nd(e,t,n){let{index:r,play:i}=t;for(i+=n;i<0&&r>0;)i+=(e[--r]?.data.plays.length??0)+1;for(;r<e.length-1&&i>(e[r]?.data.plays.length??0);)i-=(e[r++]?.data.plays.length??0)+1;let a=e[r]?.data.plays.length??0;return{index:r,play:Math.min(Math.max(i,0),a)}}function rd(e,t,n,r){let i=e.findIndex(e=>e.game===t&&e.hand===n);return i<0&&e.forEach((e,r)=>i=e.game===t&&e.hand<=n?r:i),i<0?{index:0,play:0}:{index:i,play:Math.min(Math.max(r,0),e[i]?.data.plays.length??0)}}function id(e,t){return Math.abs(t-e)<2?null:e+Math.sign(t-e)}function ad(e,t,n){return No(e,{game:t.game,hand:t.hand,play:n})}function od(e,t=3){let n=[[],[]];return e.plays.forEach((e,t)=>{let r=e.value_best-e.value_played;r>0&&n[e.seat%2]?.push({play:t+1,seat:e.seat,card:e.card,best:e.best,lost:r})}),n.map(e=>e.sort((e,t)=>t.lost-e.lost||e.play-t.play).slice(0,t))}var sd=class extends v{static{this.properties={match:{attribute:!1},start:{attribute:!1},record:{attribute:!1},analysis:{state:!0},place:{state:!0},message:{state:!0},analysing:{state:!0},info:{state:!0}}}constructor(){super(),this.display=new w(this),this.hands=[],this.keys=e=>this.onKey(e),this.match=null,this.start=null,this.record=null,this.analysis=null,this.place={index:0,play:0},this.message=``,this.analysing=!1,this.info=null}connectedCallback(){super.connectedCallback(),window.addEventListener(`keydown`,this.keys);let e=this.record;if(!e)return;this.hands=$u(e);let t=this.match;this.analyse(()=>t?Ju(t):Yu(e)),C.gameInfo(`tressette`).then(e=>this.info=e,()=>void 0)}willUpdate(e){if(e.has(`record`)&&(this.hands=this.record?$u(this.record):[]),e.has(`start`)||e.has(`record`)){let e=this.start??{game:1,hand:1,play:0};this.place=rd(this.hands,e.game,e.hand,e.play),this.keepAddress()}}disconnectedCallback(){window.removeEventListener(`keydown`,this.keys),super.disconnectedCallback()}async analyse(e){this.analysing=!0;try{this.analysis=await e()}catch(e){this.message=e.message}finally{this.analysing=!1}}go(e){let t=this.hands[this.place.index],n=this.hands[e.index],r=t&&n?id(t.game,n.game):null;if(r!==null){let e=r>(t?.game??0);this.dispatchEvent(Ao({game:r,hand:e?1:ko,play:e?0:ko}))}else this.place=e,this.keepAddress()}step(e,t){let n=this.hands[this.place.index];if(n&&e.index===this.place.index&&e.play===this.place.play){let e=t?n.game+1:n.game-1;e>=1&&e<=(this.record?.games?.length??0)&&this.dispatchEvent(Ao({game:e,hand:t?1:ko,play:t?0:ko}))}else this.go(e)}keepAddress(){let e=this.hands[this.place.index];this.match&&e&&history.replaceState(null,``,ad(this.match,e,this.place.play))}onKey(e){if(!this.record)return;let t=this.hands[this.place.index],n=Wo(e,{ArrowRight:()=>[nd(this.hands,this.place,1),!0],ArrowLeft:()=>[nd(this.hands,this.place,-1),!1],PageDown:()=>[{index:Math.min(this.place.index+1,this.hands.length-1),play:0},!0],PageUp:()=>[{index:Math.max(this.place.index-1,0),play:0},!1],Home:()=>[{index:this.place.index,play:0},!1],End:()=>[{index:this.place.index,play:t?.data.plays.length??0},!0]});if(!n)return;let[r,i]=n;e.key.startsWith(`Arrow`)||e.key.startsWith(`Page`)?this.step(r,i):this.go(r)}values(e){return this.analysis?.hands.find(t=>t.game===e.game&&t.hand===e.hand)}name(e){return Ho(e,this.record?.players)}signal(e){return Du(this.info,this.record?.options?.signals??``,e,y())}reasons(e){let t={say:x,has:b,card:e=>T(e),suit:e=>x(`card.suit.${e}`),seat:e=>x(`web.place.${Bo(e,4)}`),signal:e=>this.signal(e),decimal:e=>Nt(e)};return e.reasons&&Rs(e.reasons,t)||e.text[y()]}render(){let e=this.hands[this.place.index];return g`${this.message?g`<p class="error" role="alert">${this.message}</p>`:_}
    ${e?this.renderHand(e):g`<p class="muted">${x(`web.replay.no_hands`)}</p>`}`}renderHand(e){let t=this.place.play,n=td(e.data,t),r=this.display.value.deck,i=this.values(e),a=t>0?i?.plays[t-1]:void 0,o=e.data.plays.length;return g`
      ${Uo(x(`web.replay.place`,{game:e.game,hand:e.hand,play:t,total:o}),e=>this.step(nd(this.hands,this.place,e),e>0),x(`web.replay.keys`))}
      <div class="felt">
        ${[0,1,2,3].map(e=>g`<div class="seat ${Bo(e,4)}" data-seat=${e}>
            <div class="name">${this.name(e)}</div>
            <div class="cards">${(n.held[e]??[]).map(e=>g`<span class="card" data-card=${e} title=${E(e)}>${Q(e,r)}</span>`)}</div>
          </div>`)}
        <div class="trick" data-testid="replay-trick">
          ${n.trick.map(e=>g`<span class="played" data-seat-played=${e.seat}
              ><span class="card ${n.winner===e.seat?`taker`:``}" data-card=${e.card} title=${E(e.card)}>${Q(e.card,r)}</span>
              ${x(`web.place.${Bo(e.seat,4)}`)}${e.signals?.length?g` · <span data-testid="replay-signal">${e.signals.map(e=>this.signal(e)).join(`, `)}</span>`:_}</span
            >`)}
        </div>
      </div>
      <p class="thirds" data-testid="replay-thirds">${x(`web.replay.thirds`,{ns:n.thirds[0],ew:n.thirds[1]})}</p>
      <p class="worth" data-testid="replay-worth">${a?this.worth(a):this.analysing?x(`web.replay.analysing`):t===0?x(`web.replay.deal`):``}</p>
      ${i?this.renderMistakes(i):_}
    `}worth(e){let t=e.value_best-e.value_played,n=e.best.map(e=>E(e)).join(` / `),r=e.ai,i=r?g`<span class="ai" data-testid="replay-ai">${x(`web.replay.ai`,{card:E(r.card)})} ${this.reasons(r)}</span>`:_;return g`${this.worthLine(e,t,n)} ${i}`}worthLine(e,t,n){return g`<span class=${t?`lost`:`best`}
      >${x(t?`web.replay.gave_away`:`web.replay.best_card`,{name:this.name(e.seat),card:E(e.card),played:e.value_played,best:n,value:e.value_best,lost:t})}</span
    >`}renderMistakes(e){let t=od(e),n=e=>g`<li>
        <a href="" @click=${t=>{t.preventDefault(),this.go({index:this.place.index,play:e.play})}}>${x(`web.replay.mistake`,{n:e.play,name:this.name(e.seat),card:E(e.card),lost:e.lost,best:e.best.map(e=>E(e)).join(` / `)})}</a>
      </li>`;return g`<section class="panel mistakes" data-testid="replay-mistakes">
      <h3>${x(`web.replay.mistakes`)}</h3>
      ${t.map((e,t)=>g`<h4>${x(t===0?`web.watch.side_ns`:`web.watch.side_ew`)}</h4>
          ${e.length?g`<ul>${e.map(n)}</ul>`:g`<p class="muted small">${x(`web.replay.no_mistakes`)}</p>`}`)}
    </section>`}static{this.styles=[$,Go,f`
      .mistakes {
        color: var(--ink);
      }
      .mistakes .muted {
        color: inherit;
      }
      .played {
        display: inline-flex;
        flex-direction: column;
        align-items: center;
        font-size: 0.75rem;
      }
      .trick {
        grid-area: middle;
        display: flex;
        justify-content: center;
        align-items: center;
        gap: 0.3rem;
        min-height: 5rem;
      }
      .trick .card {
        width: 3.4rem;
      }
      .card.taker {
        outline: 2px solid var(--gold);
        border-radius: 4px;
      }
      .worth .lost {
        color: #ffd6a0;
      }
      .worth .ai {
        display: block;
        margin-top: 0.3rem;
        font-size: 0.9rem;
        opacity: 0.9;
      }
      .mistakes a {
        color: inherit;
      }
    `]}};customElements.define(`tressette-replay`,sd);function cd(e){let t=e.hand_summary;if(!t)return _;let n=t.result,r=bu(e.you),i=1-r,a=(e,t)=>g`<tr>
      <td>${e}</td>
      <td>${t[r]}</td>
      <td>${t[i]}</td>
    </tr>`,o=[``,``];n.last_trick!==null&&(o[n.last_trick]=`✓`);let s=t.ended_by===`accuse`;return g`<section data-testid="hand-summary">
    <h2>${x(`web.summary.title`)}</h2>
    ${s?g`<p data-testid="ended-on-accuse"><b>${ld(e)}</b></p>`:_}
    <table>
      <tr>
        <td></td>
        <th>${ys(e)[0]}</th>
        <th>${ys(e)[1]}</th>
      </tr>
      ${s?_:g`${a(x(`web.summary.thirds`),n.thirds)} ${a(x(`web.summary.last_trick`),o)}
          ${a(x(`web.summary.card_points`),n.card_points)}`}
      ${a(x(`web.summary.accuse`),n.accuse_points)}
      ${a(x(`web.summary.points`),n.points)} ${a(x(`web.summary.game_score`),t.score)}
    </table>
    ${n.cappotto===null?_:g`<p><b>${n.cappotto===r?x(`web.summary.cappotto_us`):x(`web.summary.cappotto_them`)}</b></p>`}
  </section>`}function ld(e){let t=e.match.games,n=t[t.length-1],r=e.match.winner===null?`game`:`match`,i=n?.winner??0,a=n?.target??e.view?.target??0;return e.watching?x(`web.summary.accuse_ended.${r}.side`,{side:ys(e)[i],target:a}):x(`web.summary.accuse_ended.${r}.${i===bu(e.you)?`us`:`them`}`,{target:a})}function ud(e){let t=`web.summary.played_at.${e}`;return b(t)?x(t):`(${e})`}function dd(e){let t=e.match;if(!t.games.length)return _;let n=bu(e.you);return g`<section class="match">
    <h3>${x(`web.summary.match`)}</h3>
    <table>
      <tr>
        <td></td>
        <th>${ys(e)[0]}</th>
        <th>${ys(e)[1]}</th>
      </tr>
      ${t.games.map((t,r)=>g`<tr>
          <td>
            ${x(`web.summary.game_n`,{n:r+1})}${t.game===e.game?_:g` <span class="muted" data-testid="played-at">${ud(t.game)}</span>`}
          </td>
          <td>${t.score[n]}${t.winner===n?` ★`:``}</td>
          <td>${t.score[1-n]}${t.winner===1-n?` ★`:``}</td>
        </tr>`)}
      <tr>
        <td><b>${x(`web.summary.games_won`)}</b></td>
        <td><b>${t.wins[n]}</b></td>
        <td><b>${t.wins[1-n]}</b></td>
      </tr>
    </table>
  </section>`}function fd(e,t){let n=ku(e);return g`<div class="overlay">
    <div class="panel summary">
      ${cd(e)} ${dd(e)}
      ${e.watching?_:e.training?g`<button class="primary" data-testid="continue" @click=${t.goOn}>${x(`web.summary.next_hand`)}</button>`:g`<button class="primary" data-testid="ready" ?disabled=${t.ready} @click=${t.sendReady}>${x(`web.summary.next_hand`)}</button>`}
      ${n.length&&t.ready?g`<p class="muted">${x(`web.summary.waiting_for`,{names:n.map(e=>t.name(e)).join(`, `)})}</p>`:_}
    </div>
  </div>`}function pd(e,t){let n=e.match.winner;return g`<div class="overlay">
    <div class="panel summary" data-testid="match-result">
      <h2>${n===null?x(`web.result.ended`):bs(e,n,bu(e.you))}</h2>
      ${e.hand_summary?cd(e):_} ${dd(e)}
      <div class="buttons">
        ${t.again?g`<button class="primary" data-testid="new-game" @click=${t.again}>${x(`web.result.again`)}</button>`:_}
        <button @click=${t.toLobby}>${x(`web.result.lobby`)}</button>
        <a class="review" data-testid="review-match" href=${No(e.table)}>${x(`web.replay.open`)}</a>
      </div>
    </div>
  </div>`}var md=f`
  :host {
    display: flex;
    flex-direction: column;
    position: relative;
    min-height: calc(100vh - 58px); /* under the header and its gold rule */
    /* the table fits a 1280x800 screen, a training table's open hands and signals too */
    --card-w: clamp(58px, min(8.2vw, 10.4vh), 104px);
    --small-w: clamp(30px, 3.6vw, 48px);
  }
  .score {
    display: flex;
    gap: 1rem;
    align-items: baseline;
    font-size: 1.05rem;
  }
  .felt {
    position: relative; /* the panels open in its corner, under the toolbar */
    flex: 1;
    display: grid;
    grid-template-columns: minmax(90px, 1fr) 3fr minmax(90px, 1fr);
    grid-template-rows: auto 1fr auto;
    grid-template-areas: "north north north" "west trick east" "south south south";
    gap: 0.5rem;
    padding: 0.6rem;
    background: radial-gradient(ellipse at center, #2a7a4d 0%, var(--felt) 55%, var(--felt-dark) 100%);
    color: var(--paper);
  }
  .seat {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: 0.3rem;
    position: relative;
  }
  .nameplate {
    display: flex;
    flex-wrap: wrap;
    gap: 0.35rem;
    align-items: center;
    justify-content: center;
    padding: 0.2rem 0.7rem;
    border-radius: 999px;
    background: #0000002e;
  }
  .to-move .nameplate {
    background: var(--gold);
    color: var(--ink);
    box-shadow: 0 0 14px var(--gold);
  }
  .accuse {
    display: flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    justify-content: center;
  }
  .accusa {
    font-size: 0.8rem;
    background: #f3d98a;
    color: var(--ink);
    border-radius: 6px;
    padding: 0.05em 0.45em;
  }
  .fan {
    display: flex;
    justify-content: center;
  }
  .west .fan,
  .east .fan {
    flex-wrap: wrap;
    max-width: calc(var(--small-w) * 3.2);
  }
  .small-card {
    width: var(--small-w);
    aspect-ratio: 5 / 8;
    margin-left: calc(var(--small-w) * -0.45);
    filter: drop-shadow(0 1px 2px #0006);
  }
  .west .fan .small-card,
  .east .fan .small-card {
    margin-bottom: calc(var(--small-w) * -0.9);
  }
  /* Room under the four cards for the line saying whose turn it is: the south card and
     its signal sticker end above it, never on it. */
  .trick {
    --hint-room: 2rem;
    grid-area: trick;
    position: relative;
    min-height: calc(var(--card-w) * 3.3 + var(--hint-room));
  }
  .played {
    position: absolute;
    width: var(--card-w);
    aspect-ratio: 5 / 8;
    left: 50%;
    top: calc(50% - var(--hint-room) / 2);
    filter: drop-shadow(0 3px 5px #0007);
    transition: opacity 0.3s, transform 0.3s;
  }
  .played.from-south {
    transform: translate(-50%, 2%);
    animation: from-south 0.35s ease-out;
  }
  .played.from-north {
    transform: translate(-50%, -102%);
    animation: from-north 0.35s ease-out;
  }
  .played.done {
    opacity: 0.85;
  }
  .played.winner {
    opacity: 1;
    filter: drop-shadow(0 0 10px var(--gold));
    z-index: 2;
  }
  .signal-tag {
    position: absolute;
    left: 50%;
    bottom: -0.6rem;
    transform: translateX(-50%);
    white-space: nowrap;
    background: var(--red);
    color: white;
    font-weight: 700;
    font-size: 0.8rem;
    padding: 0.1em 0.6em;
    border-radius: 999px;
    animation: pop 0.4s ease-out;
  }
  @keyframes pop {
    from {
      transform: translateX(-50%) scale(0.2);
    }
  }
  .turn-hint {
    position: absolute;
    bottom: 0;
    width: 100%;
    text-align: center;
    opacity: 0.85;
    /* after the card just played has slid in (0.35 s), never while it is still moving */
    animation: hint-in 0.2s ease-out 0.35s both;
  }
  @keyframes hint-in {
    from {
      opacity: 0;
    }
    to {
      opacity: 0.85;
    }
  }
  /* your nameplate and the signals share one line (they wrap on a phone): a row of its own
     would push the bottom of your hand off a 1280x800 screen */
  .south-line {
    position: relative; /* your reasons' bubble is placed by it */
    max-width: 100%; /* a long row of signals scrolls within the table's width */
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem 0.8rem;
    align-items: center;
    justify-content: center;
  }
  /* The signals true of your hand in one row (and the false ones in one menu): on a narrow
     screen the row scrolls sideways rather than grow rows that push your hand off it. */
  .signals {
    display: flex;
    flex-wrap: nowrap;
    gap: 0.3rem;
    align-items: center;
    max-width: 100%;
    min-width: 0;
    overflow-x: auto;
    scrollbar-width: thin;
  }
  .signal {
    flex: none;
    white-space: nowrap;
    padding: 0.2em 0.9em; /* no taller than your nameplate beside it */
  }
  .signal.chosen,
  .bluff.chosen {
    background: var(--red);
    color: white;
  }
  .bluff {
    flex: none;
    max-width: 11rem;
    font: inherit;
    font-size: 0.85rem;
    padding: 0.2em 0.4em;
    border-radius: 999px;
  }
  .hand {
    display: flex;
    justify-content: center;
    max-width: 100%; /* bounded by the table, so that a crowded hand narrows its cards */
    padding: 0.8rem 0 0.2rem;
  }
  .hand .hand-card {
    flex: 0 1 var(--card-w);
    min-width: 0; /* a crowded hand narrows its cards rather than run off the screen */
    width: var(--card-w);
    aspect-ratio: 5 / 8;
    padding: 0;
    border: none;
    border-radius: 8px;
    background: none;
    margin-left: calc(var(--card-w) * -0.18);
    box-shadow: 0 2px 6px #0006;
    transition: transform 0.15s ease, box-shadow 0.15s;
  }
  .hand .hand-card:first-child {
    margin-left: 0;
  }
  .hand.my-turn .hand-card:not(.playable) {
    filter: brightness(0.72);
  }
  /* The cards that may be played lie above the others and whole: the card after one
     starts past it, so no greyed card hides a playable one (nor its corners). */
  .hand.my-turn .hand-card.playable {
    position: relative;
    z-index: 1;
  }
  .hand.my-turn .hand-card.playable + .hand-card:not(.playable) {
    margin-left: calc(var(--card-w) * 0.04);
  }
  .hand-card.refused,
  .hand.my-turn .hand-card.refused:hover,
  .hand.my-turn .hand-card.refused:focus-visible {
    box-shadow: 0 0 0 3px var(--red), 0 0 18px 6px var(--red);
  }
  .hand-card.suggested {
    transform: translateY(-22px);
    box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
  }
  .suggestion {
    background: #fffbe8;
    color: var(--ink);
    padding: 0.4em 0.9em;
    border-radius: 8px;
    max-width: 46rem;
    margin: 0;
  }
  /* On your turn your card's place in the trick is empty: the suggestion sits there, in view
     without scrolling and over nobody's cards. */
  .suggestion.in-trick {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: max-content;
    max-width: min(100%, 34rem);
    font-size: 0.9rem;
    box-shadow: 0 6px 20px #0006;
    z-index: 6;
  }
  @media (min-width: 641px) {
    /* your partner's accuse beside their cards: on a row of their own they would push the
       trick and your hand down, off a laptop's screen */
    .seat.north .accuse {
      position: absolute;
      top: 2.2rem;
      right: calc(50% + 8rem);
      max-width: calc(50% - 8.5rem);
      justify-content: flex-end;
    }
  }
  /* The training stop sits in the trick's own room under its cards, where the turn line is
     otherwise: it never covers your hand or the signals. */
  .trick.stopped {
    --hint-room: 3rem;
  }
  /* The last trick and the accuse view open over the felt's corner, one at a time: never
     over the toolbar's buttons (on a phone the toolbar is two rows tall). */
  .felt > .popover {
    position: absolute;
    top: 0.4rem;
    right: 0.4rem;
    max-width: calc(100% - 0.8rem);
    z-index: 15;
    color: var(--ink); /* not the felt's light writing */
  }
  .accuse-table th {
    text-align: left;
    padding: 0.25rem 0.8rem 0.25rem 0;
    white-space: nowrap;
  }
  .accuse-table td {
    padding: 0.25rem 0;
  }
  .accuse-table .accusa {
    display: inline-block;
    margin: 0.1rem 0.2rem 0.1rem 0;
  }
  .stop-bar {
    position: absolute;
    left: 50%;
    bottom: 0;
    transform: translateX(-50%);
    width: max-content;
    max-width: 100%;
    display: flex;
    flex-wrap: wrap;
    justify-content: center;
    gap: 0.3rem 0.8rem;
    align-items: center;
    color: var(--ink);
    background: var(--paper);
    padding: 0.35rem 0.9rem;
    border-radius: 14px;
    box-shadow: 0 6px 20px #0006;
    z-index: 10;
    font-size: 0.9rem;
    text-align: center;
  }
  .summary {
    max-width: min(34rem, 94vw);
    max-height: 90vh;
    overflow: auto;
  }
  .buttons {
    display: flex;
    gap: 0.6rem;
    justify-content: flex-end;
  }
  @media (max-width: 640px) {
    :host {
      min-height: calc(100vh - 88px); /* the header takes two rows on a phone */
      --card-w: calc((100vw - 1rem) / 7.2);
      --small-w: 22px;
    }
    .felt {
      grid-template-columns: 60px 1fr 60px;
      padding: 0.3rem;
      overflow: hidden;
    }
    .seat.west .nameplate,
    .seat.east .nameplate {
      font-size: 0.72rem;
      padding: 0.1rem 0.3rem;
      max-width: 60px;
    }
    .seat.west .nameplate .name,
    .seat.east .nameplate .name {
      display: inline-block;
      max-width: 52px;
      overflow: hidden;
      text-overflow: ellipsis;
      white-space: nowrap;
    }
    .seat.west .dealer-mark,
    .seat.east .dealer-mark {
      font-size: 0.65rem;
      padding: 0 0.35em;
    }
    .tools .sound {
      display: none; /* sounds are switched in the settings on a phone */
    }
    .signals-label {
      display: none; /* the row is named for a screen reader; its buttons say the rest */
    }
    .signal,
    .bluff {
      font-size: 0.82rem;
      padding: 0.2em 0.6em;
    }
    .west .fan,
    .east .fan {
      max-width: 56px;
    }
    /* a side player's declarations read on one or two lines, reaching over the felt towards
       the trick, not squeezed into the seat's narrow column */
    .seat.west .accuse,
    .seat.east .accuse {
      width: max-content;
      max-width: 9rem;
      position: relative;
      z-index: 2;
    }
    .seat.west .accuse {
      align-self: flex-start;
      justify-content: flex-start;
    }
    .seat.east .accuse {
      align-self: flex-end;
      justify-content: flex-end;
    }
    .hand .hand-card {
      margin-left: calc(var(--card-w) * -0.3);
    }
  }
`,hd=f`
  /* A training table's open hands: cards large enough to read, fanned so that each one's rank
     corner shows (the next card covers only its right part). */
  .fan.open {
    --open-w: clamp(40px, 3.8vw, 52px);
  }
  .fan.open .small-card {
    width: var(--open-w);
    margin-left: calc(var(--open-w) * -0.58);
  }
  .west .fan.open,
  .east .fan.open {
    flex-wrap: nowrap;
    max-width: none;
  }
  .west .fan.open .small-card,
  .east .fan.open .small-card {
    margin-bottom: 0;
  }
  /* On a wide screen no open card covers another, so that each one's rank and suit read as
     well as your own: your partner's ten in one row, a side player's in rows of five, a
     side column being a fifth of the felt. */
  @media (min-width: 641px) {
    .seat.open-hand {
      --open-w: min(52px, calc(((100vw - 3rem) / 5 - 12px) / 5));
    }
    .fan.open {
      --open-w: min(52px, calc(((100vw - 3rem) / 5 - 12px) / 5));
      gap: 3px;
    }
    /* your partner's accuse beside the row of ten, not on it */
    .seat.north.open-hand .accuse {
      right: calc(50% + 5 * var(--open-w) + 0.5rem + 15px);
      max-width: calc(50% - 5 * var(--open-w) - 1rem - 15px);
    }
    .fan.open .small-card {
      margin-left: 0;
    }
    .west .fan.open,
    .east .fan.open {
      display: grid;
      grid-template-columns: repeat(5, var(--open-w));
    }
  }
  .why {
    font-size: 0.75rem;
    padding: 0.1em 0.6em;
  }
  /* no reasons to open (the trick goes on): the button keeps its place, unseen */
  .why.idle {
    visibility: hidden;
  }
  .bubble {
    background: #fffbe8;
    color: var(--ink);
    padding: 0.5em 0.8em;
    border-radius: 10px;
    max-width: 22rem;
    box-shadow: 0 4px 14px #0005;
    z-index: 5;
    font-size: 0.9rem;
    cursor: pointer; /* a tap closes it */
  }
  /* your own bubble opens under your nameplate, over your hand (it opens only at the training
     stop, when there is nothing to play): in the page's flow it would push your hand off the
     screen, and above the nameplate it would cover the stop's Continue */
  .seat.south .bubble {
    position: absolute;
    top: 100%;
    left: 50%;
    transform: translateX(-50%);
    width: max-content;
    max-width: min(22rem, 92vw);
    z-index: 11; /* over your cards */
  }
  /* Another seat's bubble opens over the felt in the trick's room, never over the card it
     explains nor under the seat's cards (which would push your hand off the screen): on a
     wide screen in the trick's top corner on the seat's side (your partner's on the left),
     clear of the four cards; on a phone above the trick's cards, across the felt. */
  .trick .bubble {
    position: absolute;
    top: 0;
    box-sizing: border-box; /* its padding inside the room it is given */
    width: max-content;
    /* the room beside the side cards: they reach 1.58 cards (and a tilt) from the middle */
    max-width: min(22rem, calc(50% - 1.65 * var(--card-w) - 0.6rem));
    z-index: 11;
  }
  .trick .bubble.at-west,
  .trick .bubble.at-north {
    left: 0;
  }
  .trick .bubble.at-east {
    right: 0;
  }
  @media (max-width: 640px) {
    .trick .bubble.at-west,
    .trick .bubble.at-north,
    .trick .bubble.at-east {
      top: auto;
      left: 50%;
      right: auto;
      transform: translateX(-50%);
      /* its foot just above your partner's card, the top of the trick's four */
      bottom: calc(50% + var(--hint-room) / 2 + 1.64 * var(--card-w) + 0.3rem);
      max-width: calc(100% + 1rem);
      font-size: 0.85rem;
    }
  }
  @media (max-width: 640px) {
    /* On a phone the side players' open hands fan downwards: each card's top, with its rank
       corner, shows above the next. */
    .fan.open {
      --open-w: 40px;
    }
    .west .fan.open,
    .east .fan.open {
      flex-direction: column;
      align-items: center;
      max-width: 60px;
    }
    .west .fan.open .small-card,
    .east .fan.open .small-card {
      margin-left: 0;
      margin-top: calc(var(--open-w) * -1.17);
    }
    .west .fan.open .small-card:first-child,
    .east .fan.open .small-card:first-child {
      margin-top: 0;
    }
  }
`;function gd(e,t,n){let r=[0,1,2,3].find(n=>yu(n,e.you)===t)??0,i=e.view,a=e.seats[r],o=i?Cu(i)[r]:0,s=i?.hands?.[r];return g`<div class="seat ${t} ${e.phase===`play`&&i?.to_move===r?`to-move`:``} ${s?`open-hand`:``}" data-position=${t}>
    <div class="nameplate">
      <span class="dot ${a.connected||a.kind===`ai`?`on`:`off`}"></span>
      <span class="name" data-testid="seat-name">${n.name(r)}</span>
      ${a.kind===`ai`?g`<span class="strength" data-testid="seat-strength">${ks(a.ai,x,b)}</span>`:_}
      ${a.kind===`human`&&a.ai?g`<span class="badge" title=${x(`web.seat.ai_plays_title`)}>${x(`web.seat.ai_plays`)}</span>`:_}
      ${!e.watching&&bu(r)===bu(e.you)?g`<span class="badge team-badge">${x(`web.seat.partner`)}</span>`:_}
      ${zs(i?.dealer,r)} ${_d(e,r,n)}
    </div>
    <div class="accuse">${(i?.accuse??[]).filter(e=>e.seat===r).map(e=>n.accusa(e))}</div>
    <div class="fan ${s?`open`:``}" role=${s?`group`:`img`} aria-label=${x(`web.seat.cards_left`,{n:o})}>
      ${s?on(s).map(e=>g`<div class="small-card" data-card=${e} title=${T(e)}>${Q(e,n.deck)}</div>`):Array.from({length:o},()=>g`<div class="small-card back">${To(n.deck)}</div>`)}
    </div>
  </div>`}function _d(e,t,n){if(!e.training)return _;let r=e.reasons.some(e=>e.seat===t);return g`<button
    class="why ${r?``:`idle`}"
    data-testid="why"
    data-seat=${t}
    ?disabled=${!r}
    title=${x(`web.training.why_title`)}
    @click=${()=>n.toggleWhy(t)}
  >
    ${x(`web.training.why`)}
  </button>`}function vd(e,t,n,r=``){let i=e.reasons.find(e=>e.seat===t),a=i?n.reasons(i):``;return g`<div class="bubble ${r?`at-${r}`:``}" data-testid="reasons" data-seat=${t} title=${x(`web.training.bubble_close`)} @click=${()=>n.toggleWhy(t)}>
    ${a||x(`web.training.no_reasons`)}
  </div>`}function yd(e,t,n){if(!e.true.length&&!e.bluffs.length)return _;let r=e=>e.dialect?`${Ft(e.name)} (${e.dialect})`:Ft(e.name),i=e.bluffs.find(e=>t.includes(e.id));return g`<div class="signals" role="group" aria-label=${x(`web.signals.label`)} data-testid="signals">
    <span class="muted signals-label">${x(`web.signals.label`)}:</span>
    ${e.true.map(e=>g`<button
        class="signal ${t.includes(e.id)?`chosen`:``}"
        data-signal=${e.id}
        aria-pressed=${t.includes(e.id)?`true`:`false`}
        title=${Ft(e.meaning)}
        @click=${()=>n(e.id)}
      >
        ${Eu(e,y())}
      </button>`)}
    ${e.bluffs.length?g`<select
          class="bluff ${i?`chosen`:``}"
          data-testid="false-signal"
          aria-label=${x(`web.signals.bluff_title`)}
          title=${x(`web.signals.bluff_title`)}
          @change=${e=>{let t=e.target.value;i&&n(i.id),t&&n(t)}}
        >
          <option value="" .selected=${!i}>${x(`web.signals.bluff`)}</option>
          ${e.bluffs.map(e=>g`<option value=${e.id} .selected=${i?.id===e.id} title=${Ft(e.meaning)}>${r(e)}</option>`)}
        </select>`:_}
  </div>`}function bd(e,t,n){let r=[0,1,2,3].map(e=>(t+e)%4),i=t=>e.filter(e=>bu(e.seat)===t).reduce((e,t)=>e+t.points,0),a=bu(t);return g`<div class="popover panel" data-testid="accuse-panel">
    <h3>${x(`web.accuse_view.title`)}</h3>
    ${e.length?g`<table class="accuse-table">
          ${r.map(t=>{let r=e.filter(e=>e.seat===t);return g`<tr data-seat=${t}>
              <th scope="row">${n.name(t)}</th>
              <td>${r.length?r.map(e=>g`<span class="accusa">${Nu(e,x)}</span> `):g`<span class="muted">—</span>`}</td>
            </tr>`})}
        </table>
        <p data-testid="accuse-totals">${x(`web.accuse_view.totals`,{us:i(a),them:i(1-a)})}</p>`:g`<p>${x(`web.accuse_view.none`)}</p>`}
    ${e.some(e=>!e.kind)?g`<p class="muted small">${x(`web.accuse_view.later`)}</p>`:_}
    <button @click=${n.close}>${x(`web.close`)}</button>
  </div>`}var xd=350,Sd=class extends bc{static{this.properties={info:{attribute:!1},chosen:{state:!0},suggestion:{state:!0},why:{state:!0},showLast:{state:!0},showAccuse:{state:!0}}}constructor(){super({game:`tressette`}),this.info=null,this.chosen=[],this.suggestion=null,this.why=null,this.showLast=!1,this.showAccuse=!1}receiving(e,t){let n=e=>e?.view?.plays.length??0;n(e)>n(t)&&(Es(n(e)%4==0?`trick`:`card`,this.sounds),this.refusal=``,this.refusedCard=``,this.suggestion=null),this.myTurn(e)||(this.chosen=[]),e.phase!==`trick_stop`&&(this.why=null)}myTurn(e){return e?.phase===`play`&&!e.watching&&e.view?.to_move===e.you}turnSound(){window.setTimeout(()=>super.turnSound(),xd)}answered(e){e.type===`suggestion`&&(this.suggestion=e)}startRefused(e){this.refuse(e)}play(e){let t=this.state,n=t?.view;if(!t||!n||gs(t,e,e=>this.send(e)))return;let r=Fu(n,e);r?this.refuse(this.refusalText(t,r),e):(this.refusal=``,this.refusedCard=``,this.send({type:`step`,step:{card:e,signals:this.chosen},turn:n.plays.length},e))}refusalText(e,t){return js(t,{say:x,card:E,suit:e=>x(`card.suit.${rn(e)}`),seat:t=>this.name(e,t)})}key(e){let t=this.state?.view;if(/^[0-9]$/.test(e.key)&&t){let n=on(t.hand),r=e.key===`0`?9:Number(e.key)-1;r<n.length&&this.play(n[r])}else e.key===`l`||e.key===`L`?this.toggleLast():(e.key===`a`||e.key===`A`)&&this.state?.view?.accuse.length?this.toggleAccuse():e.key===`Escape`?this.closePanels():(e.key===`s`||e.key===`S`)&&this.state?.training&&this.send({type:`suggest`})}toggleLast(){this.showLast=!this.showLast,this.showLast&&(this.showAccuse=!1)}toggleAccuse(){this.showAccuse=!this.showAccuse,this.showAccuse&&(this.showLast=!1)}closePanels(){this.showLast=!1,this.showAccuse=!1,this.why=null}placeOf(e,t){return yu(t,e.you)}renderTable(e){return g`
      ${this.renderToolbar(e)}
      <div class="felt">
        ${[`north`,`west`,`east`].map(t=>gd(e,t,this.seatContext(e)))}
        ${this.renderTrick(e)} ${this.renderSouth(e)} ${this.renderPanels(e)}
      </div>
      ${this.renderOverlays(e)}
    `}waitingTitle(){return x(`web.waiting.title`)}tableOptions(){return this.listed?Iu(this.listed.options,x):null}renderToolbar(e){if(e.watching)return this.watchingBar(e,Au(e));let t=e.view,n=bu(e.you),r=Au(e),i=t?.options.best_of??1,a=ju(e);return g`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite">
        <span class="team us">${x(`web.team.us`)} <b>${r[n]}</b></span>
        <span class="team them">${x(`web.team.them`)} <b>${r[1-n]}</b></span>
        ${a!==null&&!e.evening?g`<span class="muted" data-testid="target">${x(`web.score.target`,{target:a})}</span>`:_}
        ${i>1?g`<span class="muted">${x(`web.score.games`,{us:e.match.wins[n],them:e.match.wins[1-n]})}</span>`:_}
      </div>
      <div class="tools">
        ${this.seatBadges(e)}
        ${t?.options.accuse!==`off`&&t?g`<button data-testid="accuse-view" ?disabled=${!t.accuse.length} aria-pressed=${this.showAccuse?`true`:`false`}
              title=${x(t.accuse.length?`web.accuse_view.title`:`web.accuse_view.nothing_yet`)} @click=${()=>this.toggleAccuse()}>
              ${x(`web.accuse_view.button`)}
            </button>`:_}
        <button data-testid="last-trick" ?disabled=${!e.last_trick} aria-pressed=${this.showLast?`true`:`false`} @click=${()=>this.toggleLast()}>
          ${x(`web.table.last_trick`)}
        </button>
        ${this.deckTools()} ${this.leaveOrPause()}
      </div>
    </div>`}seatContext(e){return{deck:this.deck,name:t=>this.name(e,t),accusa:e=>this.renderAccusa(e),why:this.why,toggleWhy:e=>this.why=this.why===e?null:e,reasons:t=>this.reasonsOf(e,t)}}accuseOf(e,t){return(e.view?.accuse??[]).filter(e=>e.seat===t)}renderAccusa(e){return g`<span class="accusa" title=${x(`web.accusa.title`)}>${Nu(e,x)}</span>`}reasonsOf(e,t){let n=e.watching?null:e.you,r={say:x,has:b,card:e=>T(e),suit:e=>x(`card.suit.${e}`),seat:t=>t===n?this.labels(e).you:this.name(e,t),signal:t=>this.signalName(e.view?.options.signals??``,t),decimal:e=>Nt(e),you:n};return Rs(t.reasons,r)??Ft(t.text)}renderTrick(e){let t=e.view,{plays:n,complete:r}=t?Su(t):{plays:[],complete:!1},i=r?e.last_trick?.winner:void 0,a=e.phase===`trick_stop`;return g`<div class="trick ${a?`stopped`:``}" data-testid="trick">
      ${Us(n,e=>`${e.seat}-${e.card}`,n=>g`<div
          class="played from-${yu(n.seat,e.you)} ${i===n.seat?`winner`:``} ${r?`done`:``}"
          data-card=${n.card}
          data-seat=${n.seat}
          title=${T(n.card)}
        >
          ${Q(n.card,this.deck)}
          ${n.signals.length?g`<span class="signal-tag">${n.signals.map(e=>this.signalName(t?.options.signals??``,e)).join(` + `)}</span>`:_}
        </div>`)}
      ${this.suggestion?g`<p class="suggestion in-trick" data-testid="suggestion">
            <b>${x(`web.training.suggested`,{card:T(this.suggestion.card)})}</b>
            ${this.suggestion.signals.length?g`(${this.suggestion.signals.map(e=>this.signalName(t?.options.signals??``,e)).join(`, `)})`:_}
            — ${this.reasonsOf(e,this.suggestion)}
          </p>`:e.phase===`play`&&t?.to_move!==null&&t?.to_move!==void 0?mt(t.plays.length,g`<div class="turn-hint">${t.to_move===e.you&&!e.watching?x(`web.table.your_turn`):x(`web.table.turn_of`,{name:this.name(e,t.to_move)})}</div>`):_}
      ${this.why!==null&&this.why!==e.you?vd(e,this.why,this.seatContext(e),yu(this.why,e.you)):_}
      <p class="sr-only" aria-live="polite" data-testid="announce">
        ${Pu(t,{seat:t=>this.name(e,t),card:e=>E(e),say:x})}
      </p>
      ${a?g`<div class="stop-bar" data-testid="trick-stop">
            <span>${x(`web.training.stop`)}</span>
            <button class="primary" data-testid="continue" @click=${()=>this.goOn()}>${x(`web.training.continue`)}</button>
          </div>`:_}
    </div>`}signalName(e,t){return Du(this.info,e,t,y())}renderSouth(e){let t=e.view,n=t?on(t.hand):[],r=new Set(t?.legal??[]),i=this.myTurn(e),a=e.watching?{true:[],bluffs:[]}:Tu(this.info,t,e.true_signals),o=[...a.true,...a.bluffs],s=this.suggestion?.card??e.hint;return g`<div class="seat south">
      <div class="south-line">
      <div class="nameplate">
        <span class="name">${this.name(e,e.you)}</span>
        ${zs(t?.dealer,e.you)} ${_d(e,e.you,this.seatContext(e))}
        ${e.training&&i?g`<button class="suggest" data-testid="suggest" @click=${()=>this.send({type:`suggest`})}>${x(`web.training.suggest`)}</button>`:_}
        <div class="accuse">${this.accuseOf(e,e.you).map(e=>this.renderAccusa(e))}</div>
      </div>
        ${yd(a,this.chosen,e=>this.chosen=Ou(this.chosen,e,o))}
        ${this.why===e.you?vd(e,e.you,this.seatContext(e)):_}
      </div>
      ${this.refusalSlot()}
      <div class="hand ${i?`my-turn`:``}" data-testid="hand" role="group" aria-label=${x(`web.table.your_hand`)}>
        ${n.map((e,t)=>g`<button
            class="hand-card ${r.has(e)&&i?`playable`:``} ${this.refusedCard===e?`refused`:``} ${s===e?`suggested`:``}"
            data-card=${e}
            data-playable=${r.has(e)&&i?`true`:`false`}
            @click=${()=>this.play(e)}
          >
            ${Co(e,this.deck,t===9?0:t+1)}
          </button>`)}
      </div>
    </div>`}renderPanels(e){return g`
      ${this.showLast&&e.last_trick?ec(e.last_trick,this.panelContext(e,()=>this.showLast=!1)):_}
      ${this.showAccuse&&e.view?bd(e.view.accuse,e.you,this.panelContext(e,()=>this.showAccuse=!1)):_}
    `}renderOverlays(e){return g`
      ${e.phase===`hand_over`&&e.hand_summary?this.renderHandOver(e):_}
      ${e.phase===`over`?this.matchEnd(e,()=>this.renderMatchOver(e)):_}
    `}panelContext(e,t){return{name:t=>this.name(e,t),deck:this.deck,close:t}}renderHandOver(e){return fd(e,{ready:this.isReady(e),name:t=>this.name(e,t),sendReady:()=>this.sendReady(),goOn:()=>this.goOn()})}renderMatchOver(e){return pd(e,{again:this.seat.mode===`multi`?null:()=>this.dispatchEvent(new CustomEvent(`new-game`,{bubbles:!0,composed:!0,detail:{training:e.training}})),toLobby:()=>this.goLobby()})}static{this.styles=[$,Bs,tc,md,hd]}};customElements.define(`table-view`,Sd);var Cd={name:`tressette`,label:e=>`${x(`web.tressette.title`)} ${e}`,view:({seat:e,store:t,info:n})=>g`<table-view data-table=${e.table} .seat=${e} .store=${t} .info=${n}></table-view>`,lobby:{title:()=>x(`web.tressette.title`),hint:()=>x(`web.tressette.lobby_hint`),fan:{cards:[`3d`,`2c`,`As`],deck:null},players:Xt,defaultSeat:`ai:heuristic`,playerLabel:Zt,describe:e=>Iu(e,x)},help:e=>g`<tressette-help .variant=${e}></tressette-help>`,replay:({record:e,match:t,start:n})=>g`<tressette-replay .record=${e} .match=${t} .start=${n}></tressette-replay>`},wd=new Map([Cd,yl,Sc,vu].map(e=>[e.name,e])),Td=Cd.name;function Ed(e){return wd.get(e??Td)}function Dd(e,t){return Ed(e)?.label(t)??t}function Od(e){return e.flatMap(e=>{let t=wd.get(e.name);return t?[{game:t,listing:e}]:[]})}function kd(e=Math.random,t=3){let n=10**(t-1);return`${x(`web.default_nickname`)} ${Math.floor(n+e()*(9*n))}`}function Ad(e){return Tt.some(t=>RegExp(`^${x(`web.default_nickname`,{},t)} \\d{3,6}$`).test(e.trim()))}var jd=[3,3,4,4,5,6],Md=[2,3,4,5];async function Nd(e,t=Math.random){let n=e.trim(),r=[...n?[n,...Md.map(e=>`${n.slice(0,36)} ${e}`)]:[],...jd.map(e=>kd(t,e))],i=null;for(let e of r)try{return await C.createProfile(e)}catch(e){if(!(e instanceof It)||e.code!==`nickname_taken`)throw e;i=e}throw i}async function Pd(e,t){let n=e.profile;n&&await C.rename(n.id,n.secret,t),e.update({nickname:t})}function Fd(e){let t=jo(e);if(t)return{page:`replay`,...t};let n=Mo(e);if(n)return{page:`replay`,match:null,game:1,hand:1,play:0,evening:n};let r=e.replace(/^#\/?/,``).split(`/`).filter(Boolean);return r[0]===`table`&&r[1]?{page:`table`,id:decodeURIComponent(r[1])}:r[0]===`watch`&&r[1]?{page:`watch`,id:decodeURIComponent(r[1])}:r[0]===`join`&&r[1]?{page:`lobby`,joining:decodeURIComponent(r[1])}:r[0]===`evening`?Id(r.slice(1).map(decodeURIComponent)):r[0]===`replay`?{page:`replay`,match:null,game:1,hand:1,play:0}:r[0]===`settings`?{page:`settings`}:r[0]===`stats`?{page:`stats`}:r[0]===`help`?r[1]?{page:`help`,game:decodeURIComponent(r[1])}:{page:`help`}:{page:`lobby`}}function Id(e){let[t,n,r]=e;if(!t)return{page:`lobby`};if(t===`new`)return{page:`evening-new`};if(n===`board`){let e=Number.parseInt(r??``,10);return Number.isInteger(e)&&e>=1?{page:`evening-board`,id:t,board:e}:{page:`evening`,id:t,code:null}}return{page:`evening`,id:t,code:n??null}}function Ld(e,t){return e.page===t.page?e.page===`replay`&&t.page===`replay`?e.match!==t.match||e.evening?.evening!==t.evening?.evening:e.page===`evening`&&t.page===`evening`?e.id!==t.id:e.page===`evening-board`&&t.page===`evening-board`?e.id!==t.id||e.board!==t.board:(e.page===`table`||e.page===`watch`)&&t.page===e.page&&e.id!==t.id:!0}var Rd=[`howell`,`mitchell`,`swiss`,`roundrobin`];function zd(e){return e===`howell`||e===`mitchell`}function Bd(e){return zd(e)?4:3}function Vd(e){return e.entries.length<Bd(e.format)||e.entries.length>8?`web.evening.problem.entries`:!Number.isInteger(e.boards)||e.boards<1||e.boards>36?`web.evening.problem.boards`:e.rounds!==null&&(!Number.isInteger(e.rounds)||e.rounds<1||e.rounds>16)?`web.evening.problem.rounds`:e.rounds!==null&&e.boards<e.rounds?`web.evening.problem.boards_rounds`:!Number.isInteger(e.minutesPerBoard)||e.minutesPerBoard<1||e.minutesPerBoard>60?`web.evening.problem.minutes`:null}function Hd(e){return{game:e.game,variant:e.variant||null,options:e.options,format:e.format,boards:e.boards,rounds:e.rounds,entries:[...e.entries],seconds_per_board:e.minutesPerBoard*60,invite:e.invite,rated:e.rated,...e.sitAndGo?{sit_and_go:!0}:{},ai_delay_ms:e.aiDelayMs}}function Ud(e,t){return Array.from({length:t},(t,n)=>e[n]??`open`)}function Wd(e){if(!e.length)return``;let t=e.every((t,n)=>n===0||t===e[n-1]+1);return e.length===1?String(e[0]):t?`${e[0]}–${e[e.length-1]}`:e.join(`, `)}function Gd(e){let t=[...new Set(e.flatMap(e=>e.tables.map(e=>e.table)))].sort((e,t)=>e-t);return{tables:t,rows:e.map(e=>({round:e.round,cells:t.map(t=>e.tables.find(e=>e.table===t)??null),sitout:[...e.sitout]}))}}function Kd(e){if(e.status===`waiting`)return{kind:`waiting`};if(e.status===`finished`)return{kind:`finished`};let t=e.you;if(!t)return{kind:`watching`};let n=e.rounds.find(t=>t.round===e.round);if(t.table_id!==null&&t.seat!==null&&n){let e=n.tables.find(e=>e.table_id===t.table_id)??n.tables.find(e=>e.ns===t.entry||e.ew===t.entry);if(e)return{kind:`table`,round:n.round,table:e,tableId:t.table_id,seat:t.seat,direction:e.ns===t.entry?`ns`:`ew`}}return n?.sitout.includes(t.entry)?{kind:`sitout`,round:n.round}:{kind:`between`,round:e.round}}function qd(e,t){return e.people.length?e.people.join(` & `):e.computer?t(`ai:${e.computer}`):null}function Jd(e){return String(Number.isInteger(e)?e:Math.round(e*100)/100)}function Yd(e){return e>0?`+${Jd(e)}`:e<0?`−${Jd(-e)}`:`0`}function Xd(e){return{matchpoints:Jd(e.matchpoints),max:Jd(e.max),percent:e.percent===null?`—`:Jd(e.percent),diff:Yd(e.diff)}}function Zd(e){return{score:String(e.score),record:`${e.won}–${e.drawn}–${e.lost}`,byes:String(e.byes),points:`${e.points_for}–${e.points_against}`}}function Qd(e){return[...e.entries].sort((e,t)=>e.rank-t.rank||e.entry-t.entry)}function $d(e){let t=e,n=t.games?.[0]?.hands?.[0]??t.hands?.[0];for(let e of[`total`,`points`]){let t=n?.result?.[e];if(Array.isArray(t)&&t.length===2&&t.every(e=>typeof e==`number`))return[t[0],t[1]]}return null}function ef(e,t,n,r){let i=e.rounds.find(e=>e.round===t)?.tables.find(e=>e.table===n),a=i?i.boards.indexOf(r):-1;return i&&a>=0?i.records[a]??null:null}function tf(e,t){let n=[],r=e.standings.scoring===`matchpoints`?e.standings.entries:[],i=e=>r.find(t=>t.entry===e)?.boards.find(e=>e.board===t);for(let r of e.rounds)for(let e of r.tables){let a=e.boards.indexOf(t);if(a<0)continue;let o=e.records[a],s=o?$d(o):null,[c,l]=[i(e.ns),i(e.ew)];n.push({round:r.round,table:e.table,ns:e.ns,ew:e.ew,points:s,net:s?s[0]-s[1]:null,matchpoints:c&&l?{ns:c.matchpoints,ew:l.matchpoints,max:c.max}:null})}return n}function nf(e,t,n,r){return`#evening=${encodeURIComponent(e)}&round=${t}&table=${n}&board=${r}`}var rf=f`
  :host {
    display: block;
  }
  .evening {
    display: grid;
    gap: 1rem;
    max-width: 62rem;
    margin: 0 auto;
    padding: 1rem;
  }
  .evening > * {
    min-width: 0;
  }
  h3 {
    margin: 0.8rem 0 0.4rem;
    font-size: 1rem;
  }
  p {
    margin: 0.3rem 0;
  }
  .small {
    font-size: 0.85rem;
  }
  .form {
    display: grid;
    grid-template-columns: minmax(8rem, auto) 1fr;
    gap: 0.5rem 0.8rem;
    align-items: center;
  }
  .form > label:not(.check) {
    font-weight: 600;
  }
  .form .wide {
    grid-column: 1 / -1;
  }
  .check {
    display: flex;
    gap: 0.4rem;
    align-items: center;
  }
  input[type="number"] {
    width: 5.5em;
  }
  input[type="text"] {
    width: 100%;
    max-width: 18rem;
    box-sizing: border-box;
  }
  select {
    max-width: 100%;
  }
  .entries {
    display: grid;
    grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
    gap: 0.4rem 0.8rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  .entries legend {
    font-weight: 600;
    padding: 0;
    margin-bottom: 0.3rem;
  }
  .entries label {
    display: flex;
    flex-direction: column;
    gap: 0.15rem;
    font-size: 0.9rem;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.8rem;
  }
  .banner {
    background: var(--gold);
    border-radius: var(--radius);
    padding: 0.8rem 1.1rem;
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem 1rem;
    align-items: center;
    justify-content: space-between;
    box-shadow: 0 6px 24px #0004;
  }
  .banner p {
    margin: 0;
    font-weight: 600;
  }
  .banner button {
    font-weight: 700;
  }
  .places {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .places li {
    display: flex;
    flex-wrap: wrap;
    gap: 0.2rem 0.6rem;
    padding: 0.35rem 0;
  }
  .places li + li {
    border-top: 1px solid #0001;
  }
  .places .you {
    font-weight: 700;
  }
  .invite {
    display: flex;
    flex-wrap: wrap;
    gap: 0.8rem;
    align-items: center;
  }
  .invite img {
    border-radius: 6px;
    background: #fff;
  }
  .invite div {
    flex: 1 1 14rem;
    min-width: 0;
  }
  .invite a {
    font-family: ui-monospace, monospace;
    font-weight: 600;
    overflow-wrap: anywhere;
  }
  /* the club's printed tables: the movement and the standings */
  table {
    border-collapse: collapse;
    width: 100%;
    font-variant-numeric: tabular-nums;
  }
  caption {
    text-align: left;
    font-weight: 600;
    padding-bottom: 0.3rem;
  }
  th,
  td {
    border: 1px solid #0002;
    padding: 0.3rem 0.4rem;
    text-align: left;
    vertical-align: top;
  }
  thead th {
    background: #0000000d;
    font-size: 0.85rem;
  }
  td.number,
  th.number {
    text-align: right;
    white-space: nowrap;
  }
  .pair {
    display: block;
    font-weight: 700;
    white-space: nowrap;
  }
  .boards {
    display: block;
    font-size: 0.82rem;
  }
  tr.now {
    outline: 3px solid var(--gold);
    outline-offset: -3px;
  }
  td.mine,
  tr.mine > * {
    background: #d9a53033;
  }
  .names {
    display: block;
    font-weight: 400;
    font-size: 0.82rem;
    overflow-wrap: anywhere;
  }
  /* names that wrap between their words only (a table column then keeps a word whole) */
  .names.words {
    overflow-wrap: normal;
  }
  th a.replay {
    display: block;
    font-weight: 400;
    margin-top: 0.2rem;
  }
  .board-links {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  .board-links a {
    display: inline-block;
    min-width: 2.2rem;
    text-align: center;
    padding: 0.3rem 0.5rem;
    border: 1px solid #0003;
    border-radius: 6px;
    color: inherit;
  }
  @media (max-width: 520px) {
    .evening {
      padding: 0.6rem;
    }
    .panel {
      padding: 0.8rem 0.7rem;
    }
    .form {
      grid-template-columns: 1fr;
    }
    th,
    td {
      padding: 0.25rem 0.25rem;
      font-size: 0.85rem;
    }
  }
  /* printed for the room: the tables alone, black on white */
  @media print {
    .evening {
      max-width: none;
      padding: 0;
    }
    .panel {
      box-shadow: none;
      padding: 0;
    }
    .banner,
    .noprint,
    button,
    form {
      display: none !important;
    }
    th,
    td {
      border-color: #000;
    }
    tr.now {
      outline: none;
    }
    td.mine {
      background: none;
    }
  }
`,af=class extends v{static{this.properties={evening:{attribute:!1},board:{attribute:!1},record:{state:!0},par:{state:!0},message:{state:!0}}}constructor(){super(),this.display=new w(this),this.evening=``,this.board=1,this.record=null,this.par=null,this.message=``}connectedCallback(){super.connectedCallback(),this.load()}async load(){try{this.record=await C.eveningRecord(this.evening)}catch(e){this.message=e instanceof Error?e.message:String(e);return}if(tf(this.record,this.board).length)try{this.par=(await C.eveningBoard(this.evening,this.board)).par?.points??null}catch{this.par=null}}render(){let e=this.record,t=`#/evening/${encodeURIComponent(this.evening)}`;return g`<div class="evening" data-testid="evening-board">
      <section class="panel">
        <h2>${x(`web.evening.board_title`,{n:this.board})}</h2>
        ${e?g`<p class="muted">${Dd(e.game,e.variant??``)}</p>`:_}
        ${this.message?g`<p class="error" role="alert">${this.message}</p>`:_}
        ${e?this.renderResults(e):this.message?_:g`<p class="muted">${x(`web.evening.loading`)}</p>`}
        <nav class="buttons" aria-label=${x(`web.evening.boards_title`)}>
          ${this.board>1?g`<a href=${`${t}/board/${this.board-1}`} data-testid="board-previous">${x(`web.evening.board_previous`)}</a>`:_}
          <a href=${t} data-testid="board-evening">${x(`web.evening.back`)}</a>
          ${e&&this.board<Math.max(0,...e.boards.map(e=>e.board))?g`<a href=${`${t}/board/${this.board+1}`} data-testid="board-next">${x(`web.evening.board_next`)}</a>`:_}
        </nav>
      </section>
    </div>`}renderResults(e){let t=tf(e,this.board);if(!t.length)return g`<p data-testid="board-not-yet">${x(`web.evening.board_not_yet`)}</p>`;let n=t=>{let n=e.entries.find(e=>e.id===t);return n?n.players.some(e=>e===`human`)?n.name:ks(n.players[0]??n.name,x,b):``},r=e.standings.scoring===`matchpoints`,i=this.par;return g`${i&&i.length===2?g`<p class="par" data-testid="board-par" title=${x(`web.evening.par_label`)}>${x(`web.evening.par`,{ns:i[0],ew:i[1]})}</p>`:_}
      <table data-testid="board-results">
      <caption>${x(`web.evening.board_results`,{n:this.board})}</caption>
      <thead>
        <tr>
          <th scope="col">${x(`web.evening.col.table`)}</th>
          <th scope="col">${x(`web.evening.col.ns_ew`)}</th>
          <th scope="col" class="number">${x(`web.evening.col.points`)}</th>
          <th scope="col" class="number">${x(`web.evening.col.net`)}</th>
          ${r?g`<th scope="col" class="number"><abbr title=${x(`web.evening.col.matchpoints_long`)}>${x(`web.evening.col.matchpoints`)}</abbr></th>`:_}
        </tr>
      </thead>
      <tbody>
        ${t.map(e=>g`<tr data-table=${e.table} data-round=${e.round}>
            <th scope="row">
              ${x(`web.evening.round_table`,{round:e.round,table:e.table})}
              <a class="replay" href=${nf(this.evening,e.round,e.table,this.board)} data-testid="board-replay"
                aria-label=${x(`web.evening.replay_of`,{round:e.round,table:e.table})}>${x(`web.evening.replay`)}</a>
            </th>
            <td>
              <span class="pair">${e.ns}–${e.ew}</span>
              <span class="names words">${n(e.ns)} – ${n(e.ew)}</span>
            </td>
            <td class="number">${e.points?`${e.points[0]}–${e.points[1]}`:`—`}</td>
            <td class="number">${e.net===null?`—`:Yd(e.net)}</td>
            ${r?g`<td class="number">${e.matchpoints?`${Nt(String(e.matchpoints.ns))}–${Nt(String(e.matchpoints.ew))} / ${e.matchpoints.max}`:`—`}</td>`:_}
          </tr>`)}
      </tbody>
    </table>`}static{this.styles=[$,rf]}};customElements.define(`evening-board`,af);function of(e,t){let n=e?.variants??[];return(n.find(e=>e.name===t)??n[0])?.options??{}}function sf(e,t,n){let r=Math.max(...e.seats.length?e.seats:[4]);if(!t?.options.some(e=>e.key===`players`))return r;let i=n.options.players??of(t,n.variant).players;return typeof i==`number`&&e.seats.includes(i)?i:r}function cf(e,t,n){return Array.from({length:Math.max(0,t-1)},(t,r)=>e[r]??n)}function lf(e,t,n){let r=t&&e.defaultSeat===`open`?e.players[0]??`open`:e.defaultSeat;return r!==`open`&&n&&e.players.includes(n)?n:r}function uf(e,t,n){let r=`web.variant.${e.game??``}.${t}`;return e.game&&n(r)?r:`variant.${t}`}function df(e,t){return t===4&&e===1}function ff(e){return e.every(e=>e!==`open`)}function pf(e){let t=[`human`,...e.others],n=e.training&&ff(e.others),r=e.info?.options.some(e=>e.key===`players`),i=e.nickname.trim();return{game:e.game,variant:e.choice.variant,options:r?{...e.choice.options,players:t.length}:e.choice.options,seats:t,ai_delay_ms:e.aiDelayMs,...n?{training:n}:{},...e.spectators===!1?{spectators:!1}:{},...i?{names:{0:i}}:{},...e.profile&&!n?{profiles:{0:e.profile}}:{}}}function mf(e,t){return Object.entries(e).filter(([e,n])=>JSON.stringify(t[e])!==JSON.stringify(n))}function hf(e,t,n){let r=t=>{let n=e.find(e=>e.seat===t);return n&&n.kind===`human`&&n.name?n.name:null},i=e.length===4?r((t+2)%4):null;if(i)return n(`web.lobby.partner_of`,{name:i});let a=e.map(e=>e.seat).filter(e=>(e-t)%2!=0).map(r).find(e=>e);return a?n(`web.lobby.opponent_of`,{name:a}):null}var gf=[`players`],_f=class extends v{static{this.properties={info:{attribute:!1},variant:{},options:{attribute:!1},open:{type:Boolean}}}constructor(){super(),this.display=new w(this),this.info=null,this.variant=`classico`,this.options={},this.open=!1}preset(){return this.info?.variants.find(e=>e.name===this.variant)?.options??{}}value(e){return e in this.options?this.options[e]:this.preset()[e]}emit(e,t){this.variant=e,this.options=t,this.dispatchEvent(new CustomEvent(`change`,{detail:{variant:e,options:t}}))}set(e,t){let n={...this.options};JSON.stringify(t)===JSON.stringify(this.preset()[e])?delete n[e]:n[e]=t,this.emit(this.variant,n)}choiceLabel(e,t){let n=`web.choice.${e}.${String(t)}`;return b(n)?x(n):String(t)}control(e){let t=this.value(e.key),n=`option-${e.key}`;if(e.kind===`switch`)return g`<input
        id=${n}
        type="checkbox"
        data-option=${e.key}
        .checked=${t===!0}
        @change=${t=>this.set(e.key,t.target.checked)}
      />`;if(e.kind===`choice`)return g`<select
        id=${n}
        data-option=${e.key}
        @change=${t=>{let n=t.target.value,r=e.choices?.find(e=>String(e)===n);this.set(e.key,r??n)}}
      >
        ${(e.choices??[]).map(n=>g`<option value=${String(n)} ?selected=${n===t}>${this.choiceLabel(e.key,n)}</option>`)}
      </select>`;let r=e.nullable&&t===null;return g`<span class="number">
      <input
        id=${n}
        type="number"
        data-option=${e.key}
        min=${e.min??1}
        max=${e.max??1e3}
        .value=${r?``:String(t??``)}
        ?disabled=${r}
        @change=${t=>{let n=Number(t.target.value);Number.isInteger(n)&&n>=(e.min??1)&&n<=(e.max??1e3)?this.set(e.key,n):this.requestUpdate()}}
      />
      ${e.nullable?g`<label
            ><input
              type="checkbox"
              .checked=${r}
              @change=${t=>this.set(e.key,t.target.checked?null:Number(this.preset()[e.key]??this.preset().target??31))}
            />
            ${b(`web.options.null.${e.key}`)?x(`web.options.null.${e.key}`):x(`web.options.same_target`)}</label
          >`:_}
    </span>`}render(){let e=this.info;return e?g`
      <label class="variant"
        >${x(`web.options.variant`)}
        <select data-testid="variant" @change=${e=>this.emit(e.target.value,{})}>
          ${e.variants.map(e=>g`<option value=${e.name} ?selected=${e.name===this.variant}>${e.name}</option>`)}
        </select>
      </label>
      ${e.options.filter(e=>gf.includes(e.key)).map(e=>g`<label class="variant" for=${`option-${e.key}`}
            >${x(`web.option.${e.key}`)} ${this.control(e)}</label
          >`)}
      <p class="muted about">${x(uf(e,this.variant,b))}</p>
      <details ?open=${this.open}>
        <summary>${x(`web.options.title`)}${Object.keys(this.options).length?` (${x(`web.options.changed`,{n:Object.keys(this.options).length})})`:``}</summary>
        <div class="grid">
          ${e.options.filter(e=>!gf.includes(e.key)).map(e=>g`<label for=${`option-${e.key}`}>${x(`web.option.${e.key}`)}</label>
              <div>${this.control(e)}</div>`)}
        </div>
        ${Object.keys(this.options).length?g`<button class="quiet" @click=${()=>this.emit(this.variant,{})}>${x(`web.options.reset`)}</button>`:_}
      </details>
    `:g`<p class="muted">…</p>`}static{this.styles=[$,f`
      :host {
        display: block;
      }
      .variant {
        display: flex;
        gap: 0.5rem;
        align-items: center;
        font-weight: 600;
      }
      .about {
        margin: 0.3rem 0 0.5rem;
        font-size: 0.9rem;
      }
      summary {
        cursor: pointer;
        margin-bottom: 0.5rem;
      }
      .grid {
        display: grid;
        grid-template-columns: 1fr auto;
        gap: 0.35rem 0.8rem;
        align-items: center;
      }
      input[type="number"] {
        width: 5.5em;
      }
      .number label {
        font-size: 0.85rem;
        margin-left: 0.4rem;
      }
    `]}};customElements.define(`options-form`,_f);var vf=class extends v{static{this.properties={store:{attribute:!1},games:{state:!0},infos:{state:!0},form:{state:!0},message:{state:!0},busy:{state:!0}}}constructor(){super(),this.display=new w(this),this.games=[],this.infos=new Map,this.form={game:``,variant:``,options:{},format:`howell`,boards:12,rounds:null,entries:Ud([],4),minutesPerBoard:10,invite:!1,rated:!1,aiDelayMs:900},this.message=``,this.busy=!1}connectedCallback(){super.connectedCallback(),this.form={...this.form,aiDelayMs:this.store.settings.aiDelayMs},this.load()}async load(){try{this.games=Od(await C.games())}catch(e){this.message=e instanceof Error?e.message:String(e);return}let e=this.games[0];e&&await this.chooseGame(e.game.name)}offered(){return this.games.find(e=>e.game.name===this.form.game)}async chooseGame(e){let t=this.games.find(t=>t.game.name===e);if(this.form={...this.form,game:e,variant:t?.listing.variants[0]??``,options:{},entries:this.form.entries.map(()=>`open`)},!this.infos.has(e))try{let t=await C.gameInfo(e);this.infos=new Map([...this.infos,[e,t]])}catch(e){this.message=e instanceof Error?e.message:String(e)}}change(e){this.form={...this.form,...e}}async create(e){e.preventDefault();let t=Vd(this.form);if(t)this.message=x(t,{fewest:Bd(this.form.format),most:8,boards:36,rounds:16});else{this.busy=!0,this.message=``;try{let e=await C.createEvening(Hd(this.form));this.store.addEvening({id:e.id,token:e.director_token,director:!0,link:e.join_url}),location.hash=`#/evening/${encodeURIComponent(e.id)}`}catch(e){this.message=e instanceof Error?e.message:String(e)}finally{this.busy=!1}}}render(){let e=this.form,t=this.offered(),n=this.infos.get(e.game)??null,r=e=>Number.parseInt(e,10);return g`<div class="evening" data-testid="evening-new">
      <form class="panel" @submit=${e=>this.create(e)}>
        <h2>${x(`web.evening.new_title`)}</h2>
        <p class="muted">${x(`web.evening.new_hint`)}</p>
        ${this.message?g`<p class="error" role="alert" data-testid="evening-error">${this.message}</p>`:_}
        <div class="form">
          <label for="evening-game">${x(`web.evening.game`)}</label>
          <select id="evening-game" data-testid="evening-game" @change=${e=>this.chooseGame(e.target.value)}>
            ${this.games.map(({game:t})=>g`<option value=${t.name} ?selected=${t.name===e.game}>${t.lobby.title()}</option>`)}
          </select>
          <options-form
            class="wide"
            .info=${n}
            .variant=${e.variant}
            .options=${e.options}
            @change=${e=>{if(e instanceof CustomEvent&&e.detail){let t=e.detail;this.change({variant:t.variant,options:t.options})}}}
          ></options-form>
          <label for="evening-format">${x(`web.evening.format`)}</label>
          <select id="evening-format" data-testid="evening-format" @change=${e=>this.change({format:e.target.value})}>
            ${Rd.map(t=>g`<option value=${t} ?selected=${t===e.format}>${x(`web.evening.format.${t}`)}</option>`)}
          </select>
          <p class="wide muted small">${x(`web.evening.format_about.${e.format}`)}</p>
          <label for="evening-boards">${x(`web.evening.boards`)}</label>
          <input id="evening-boards" data-testid="evening-boards" type="number" min="1" max=${36} .value=${String(e.boards)}
            @change=${e=>this.change({boards:r(e.target.value)})} />
          <label for="evening-rounds">${x(`web.evening.rounds`)}</label>
          <span class="check">
            <input id="evening-rounds" data-testid="evening-rounds" type="number" min="1" max=${16} .value=${e.rounds===null?``:String(e.rounds)}
              placeholder=${x(`web.evening.rounds_all`)}
              @change=${e=>{let t=e.target.value.trim();this.change({rounds:t?r(t):null})}} />
            <span class="muted small">${x(`web.evening.rounds_hint`)}</span>
          </span>
          <label for="evening-count">${x(`web.evening.entry_count`)}</label>
          <select id="evening-count" data-testid="evening-count" @change=${t=>this.change({entries:Ud(e.entries,r(t.target.value))})}>
            ${Array.from({length:6},(e,t)=>t+3).map(t=>g`<option value=${t} ?selected=${t===e.entries.length}>${t}</option>`)}
          </select>
          <fieldset class="entries wide">
            <legend>${x(`web.evening.entries`)}</legend>
            ${e.entries.map((n,r)=>g`<label
                >${x(`web.evening.entry_n`,{n:r+1})}
                <select data-entry=${r+1} @change=${t=>{let n=[...e.entries];n[r]=t.target.value,this.change({entries:n})}}>
                  <option value="open" ?selected=${n===`open`}>${x(`web.evening.people`)}</option>
                  ${(t?.game.lobby.players??[]).map(e=>g`<option value=${e} ?selected=${e===n}>${t?.game.lobby.playerLabel(e)??e}</option>`)}
                </select></label
              >`)}
          </fieldset>
          <p class="wide muted small">${x(`web.evening.people_hint`)}</p>
          <label for="evening-minutes">${x(`web.evening.minutes`)}</label>
          <input id="evening-minutes" data-testid="evening-minutes" type="number" min="1" max="60" .value=${String(e.minutesPerBoard)}
            @change=${e=>this.change({minutesPerBoard:r(e.target.value)})} />
          <label class="check wide"
            ><input type="checkbox" data-testid="evening-invite" .checked=${e.invite} @change=${e=>this.change({invite:e.target.checked})} />
            ${x(`web.evening.invite`)}</label
          >
          <label class="check wide"
            ><input type="checkbox" data-testid="evening-rated" .checked=${e.rated} @change=${e=>this.change({rated:e.target.checked})} />
            ${x(`web.evening.rated`)}</label
          >
          <label class="check wide"
            ><input type="checkbox" data-testid="evening-sit-and-go" .checked=${e.sitAndGo===!0} @change=${e=>this.change({sitAndGo:e.target.checked})} />
            ${x(`web.evening.sit_and_go`)}</label
          >
        </div>
        <div class="buttons">
          <button class="primary" type="submit" data-testid="evening-create" ?disabled=${this.busy||!n}>${x(`web.evening.create`)}</button>
          <a href="#/">${x(`web.result.lobby`)}</a>
        </div>
      </form>
    </div>`}static{this.styles=[$,rf]}};customElements.define(`evening-new`,vf);function yf(e,t){let n=Gd(e),r=n.rows.some(e=>e.sitout.length>0);return g`<table data-testid="evening-movement">
    <caption>${x(`web.evening.movement`)}</caption>
    <thead>
      <tr>
        <th scope="col">${x(`web.evening.round`)}</th>
        ${n.tables.map(e=>g`<th scope="col">${x(`web.evening.table_n`,{n:e})}</th>`)}
        ${r?g`<th scope="col">${x(`web.evening.sitout`)}</th>`:_}
      </tr>
    </thead>
    <tbody>
      ${n.rows.map(e=>g`<tr class=${e.round===t.round?`now`:``} data-round=${e.round} aria-current=${e.round===t.round?`step`:`false`}>
          <th scope="row">${e.round}</th>
          ${e.cells.map(e=>{if(!e)return g`<td class="muted">—</td>`;let n=t.entry!==null&&(e.ns===t.entry||e.ew===t.entry),r=x(e.boards.length===1?`web.evening.cell_board`:`web.evening.cell_boards`,{boards:Wd(e.boards)});return g`<td class=${n?`mine`:``} data-table=${e.table}>
              <span class="pair">${e.ns}–${e.ew}</span>
              <span class="boards">${r}</span>
            </td>`})}
          ${r?g`<td class=${t.entry!==null&&e.sitout.includes(t.entry)?`mine`:``}>${e.sitout.join(`, `)||`—`}</td>`:_}
        </tr>`)}
    </tbody>
  </table>
  <p class="muted small">${x(`web.evening.movement_hint`)}</p>`}function bf(e,t,n){let r=t.find(t=>t.id===e),i=r?qd(r,n):null;return g`<th scope="row"><b>${e}</b>${i?g`<span class="names">${i}</span>`:``}</th>`}function xf(e,t,n,r){let i=x(r.final?`web.evening.standings_final`:`web.evening.standings_live`),a=e=>e===r.you?`mine`:``;return e.scoring===`matchpoints`?g`<table data-testid="evening-standings" data-scoring="matchpoints">
      <caption>${i}</caption>
      <thead>
        <tr>
          <th scope="col" class="number">${x(`web.evening.col.rank`)}</th>
          <th scope="col">${x(`web.evening.col.entry`)}</th>
          <th scope="col" class="number"><abbr title=${x(`web.evening.col.matchpoints_long`)}>${x(`web.evening.col.matchpoints`)}</abbr></th>
          <th scope="col" class="number">${x(`web.evening.col.max`)}</th>
          <th scope="col" class="number">%</th>
          <th scope="col" class="number">${x(`web.evening.col.diff`)}</th>
        </tr>
      </thead>
      <tbody>
        ${Qd(e).map(e=>{let r=Xd(e);return g`<tr class=${a(e.entry)} data-entry=${e.entry}>
            <td class="number">${e.rank}</td>
            ${bf(e.entry,t,n)}
            <td class="number">${Nt(r.matchpoints)}</td>
            <td class="number">${r.max}</td>
            <td class="number">${Nt(r.percent)}</td>
            <td class="number">${Nt(r.diff)}</td>
          </tr>`})}
      </tbody>
    </table>`:g`<table data-testid="evening-standings" data-scoring="matches">
    <caption>${i}</caption>
    <thead>
      <tr>
        <th scope="col" class="number">${x(`web.evening.col.rank`)}</th>
        <th scope="col">${x(`web.evening.col.entry`)}</th>
        <th scope="col" class="number">${x(`web.evening.col.score`)}</th>
        <th scope="col" class="number"><abbr title=${x(`web.evening.col.record_long`)}>${x(`web.evening.col.record`)}</abbr></th>
        <th scope="col" class="number">${x(`web.evening.col.byes`)}</th>
        <th scope="col" class="number">${x(`web.evening.col.points`)}</th>
      </tr>
    </thead>
    <tbody>
      ${Qd(e).map(e=>{let r=Zd(e);return g`<tr class=${a(e.entry)} data-entry=${e.entry}>
          <td class="number">${e.rank}</td>
          ${bf(e.entry,t,n)}
          <td class="number">${r.score}</td>
          <td class="number">${r.record}</td>
          <td class="number">${r.byes}</td>
          <td class="number">${r.points}</td>
        </tr>`})}
    </tbody>
  </table>`}var Sf=3e3,Cf=class extends v{static{this.properties={store:{attribute:!1},evening:{attribute:!1},code:{attribute:!1},shown:{state:!0},message:{state:!0},busy:{state:!0},joinName:{state:!0},joinEntry:{state:!0},copied:{state:!0}}}constructor(){super(),this.display=new w(this),this.onVisible=()=>{document.hidden||this.refresh()},this.evening=``,this.code=null,this.shown=null,this.message=``,this.busy=!1,this.joinName=``,this.joinEntry=``,this.copied=!1}connectedCallback(){super.connectedCallback(),this.joinName=this.store.settings.nickname,this.refresh(),this.timer=window.setInterval(()=>{document.hidden||this.refresh()},Sf),document.addEventListener(`visibilitychange`,this.onVisible)}disconnectedCallback(){super.disconnectedCallback(),this.stop(),document.removeEventListener(`visibilitychange`,this.onVisible)}stop(){window.clearInterval(this.timer),this.timer=void 0}async refresh(){try{this.shown=await C.evening(this.evening,this.store.eveningPlayer(this.evening)?.token),this.message&&!this.busy&&(this.message=``),this.shown.status===`finished`&&this.stop()}catch(e){this.message=e instanceof Error?e.message:String(e)}}async join(e){e.preventDefault();let t=this.joinName.trim();if(!t)this.message=x(`web.evening.name_needed`);else{this.busy=!0,this.message=``;try{let e=this.store.profile,n=await C.joinEvening(this.evening,{name:t,entry:this.joinEntry?Number(this.joinEntry):null,code:this.code,...e?{profile:e}:{}});this.store.addEvening({id:this.evening,token:n.token}),this.store.settings.nickname.trim()||this.store.update({nickname:t}),await this.refresh()}catch(e){this.message=e instanceof Error?e.message:String(e)}finally{this.busy=!1}}}async start(){let e=this.store.eveningDirector(this.evening);if(e){this.busy=!0,this.message=``;try{await C.startEvening(this.evening,e.token),await this.refresh()}catch(e){this.message=e instanceof Error?e.message:String(e)}finally{this.busy=!1}}}goTo(e){let t=this.store.eveningPlayer(this.evening),n=this.shown;t&&n&&(this.store.addSeat({table:e.tableId,token:t.token,seat:e.seat,mode:`multi`,variant:n.variant??``,game:n.game,created:new Date().toISOString(),evening:n.id,round:e.round}),location.hash=`#/table/${encodeURIComponent(e.tableId)}`)}async copy(e){try{await navigator.clipboard.writeText(e),this.copied=!0}catch{this.copied=!1}}computer(){return e=>ks(e.replace(/^ai:/,``),x,b)}render(){let e=this.shown;return g`<div class="evening" data-testid="evening-page">
      ${this.message?g`<p class="error panel" role="alert" data-testid="evening-error">${this.message}</p>`:_}
      ${e?this.renderEvening(e):g`<p class="panel muted">${x(`web.evening.loading`)}</p>`}
    </div>`}renderEvening(e){let t=Kd(e),n=e.you?.entry??null,r=this.computer(),i=e.status===`finished`;return g`
      ${this.renderHead(e)}
      ${this.renderBanner(e,t)}
      ${e.status===`waiting`?this.renderWaiting(e):_}
      ${e.status===`waiting`?_:g`<section class="panel" data-testid="evening-standings-panel">
            ${xf(e.standings,e.entries,r,{final:i,you:n})}
            ${i?this.renderBoards(e):_}
          </section>`}
      ${e.rounds.length?g`<section class="panel" data-testid="evening-movement-panel">${yf(e.rounds,{entry:n,round:i?null:e.round})}</section>`:_}
    `}renderHead(e){let t=Math.round(e.seconds_per_board/60),n=[x(`web.evening.format.${e.format}`),x(`web.evening.boards_n`,{n:e.boards}),x(`web.evening.rounds_n`,{n:e.round_count}),x(`web.evening.minutes_n`,{n:t}),x(e.rated?`web.evening.rated_yes`:`web.evening.rated_no`)];return g`<section class="panel">
      <h2>${x(`web.evening.title`,{game:Dd(e.game,e.variant??``)})}</h2>
      <p class="muted">${n.join(` · `)}</p>
      <p data-testid="evening-status"><b>${x(`web.evening.status.${e.status}`,{round:e.round??0,count:e.round_count})}</b></p>
    </section>`}renderBanner(e,t){if(t.kind===`table`){let e=x(t.table.boards.length===1?`web.evening.cell_board`:`web.evening.cell_boards`,{boards:Wd(t.table.boards)});return g`<div class="banner" role="status" data-testid="evening-banner">
        <p>${x(`web.evening.your_table`,{round:t.round,table:t.table.table,direction:x(`web.evening.direction.${t.direction}`),boards:e})}</p>
        <button class="primary" data-testid="evening-go" @click=${()=>this.goTo(t)}>${x(`web.evening.go`)}</button>
      </div>`}if(t.kind===`sitout`||t.kind===`between`)return g`<div class="banner" role="status" data-testid="evening-banner">
        <p>${x(`web.evening.now.${t.kind}`,{round:t.round??0})}</p>
      </div>`;if(t.kind===`finished`&&e.you){let t=e.standings.entries.find(t=>t.entry===e.you?.entry);return t?g`<div class="banner" role="status" data-testid="evening-banner"><p>${x(`web.evening.your_rank`,{rank:t.rank,count:e.entries.length})}</p></div>`:_}return _}renderWaiting(e){let t=this.store.eveningDirector(e.id),n=this.store.eveningPlayer(e.id),r=this.computer(),i=e.you?.entry??null;return g`
      ${t?this.renderDirector(e,t.token,t.link??null):_}
      <section class="panel" data-testid="evening-places">
        <h3>${x(`web.evening.places`)}</h3>
        <ul class="places">
          ${e.entries.map(e=>{let t=qd(e,r);return g`<li data-entry=${e.id} class=${e.id===i?`you`:``}>
              <b>${x(`web.evening.entry_n`,{n:e.id})}</b>
              <span>${t??``}${e.id===i?` (${x(`web.evening.you`)})`:``}</span>
              ${e.open?g`<span class="muted">${x(`web.evening.open_places`,{n:e.open})}</span>`:_}
            </li>`})}
        </ul>
      </section>
      ${n?g`<p class="panel" data-testid="evening-joined">${x(`web.evening.joined`,{n:i??`?`})}</p>`:this.renderJoin(e)}
    `}renderDirector(e,t,n){return g`<section class="panel" data-testid="evening-director">
      <h3>${x(`web.evening.invite_title`)}</h3>
      <div class="invite">
        <img data-testid="evening-qr" src=${C.eveningQr(e.id,t)} width="132" height="132" alt=${x(`web.evening.qr_alt`)} />
        <div>
          ${n?g`<p>${x(`web.evening.share`)} <a data-testid="evening-link" href=${n}>${n}</a></p>
                <button data-testid="evening-copy" @click=${()=>this.copy(n)}>${x(this.copied?`web.evening.copied`:`web.evening.copy`)}</button>`:_}
        </div>
      </div>
      <div class="buttons">
        <button class="primary" data-testid="evening-start" ?disabled=${this.busy} @click=${()=>this.start()}>${x(`web.evening.start`)}</button>
      </div>
      <p class="muted small">${x(`web.evening.start_hint`)}</p>
    </section>`}renderJoin(e){let t=this.computer(),n=e.entries.filter(e=>e.people.length>0&&e.open>0),r=e.entries.every(e=>e.open===0);return g`<form class="panel" data-testid="evening-join" @submit=${e=>this.join(e)}>
      <h3>${x(`web.evening.join_title`)}</h3>
      ${r?g`<p class="muted">${x(`web.evening.full`)}</p>`:_}
      ${e.invite&&!this.code?g`<p class="muted small">${x(`web.evening.invitation_only`)}</p>`:_}
      <div class="form">
        <label for="evening-name">${x(`web.evening.your_name`)}</label>
        <input id="evening-name" type="text" maxlength="40" autocomplete="nickname" data-testid="evening-name" .value=${this.joinName}
          @input=${e=>this.joinName=e.target.value} />
        ${n.length?g`<label for="evening-where">${x(`web.evening.where`)}</label>
              <select id="evening-where" data-testid="evening-where" @change=${e=>this.joinEntry=e.target.value}>
                <option value="" ?selected=${this.joinEntry===``}>${x(`web.evening.first_open`)}</option>
                ${n.map(e=>g`<option value=${e.id} ?selected=${this.joinEntry===String(e.id)}>
                    ${x(`web.evening.partner_of`,{names:qd(e,t)??``,n:e.id})}
                  </option>`)}
              </select>`:_}
      </div>
      <div class="buttons">
        <button class="primary" type="submit" data-testid="evening-join-button" ?disabled=${this.busy||r}>${x(`web.evening.join`)}</button>
      </div>
    </form>`}renderBoards(e){return g`<h3>${x(`web.evening.boards_title`)}</h3>
      <ul class="board-links" data-testid="evening-board-links">
        ${Array.from({length:e.boards},(e,t)=>t+1).map(t=>g`<li><a href=${`#/evening/${encodeURIComponent(e.id)}/board/${t}`} aria-label=${x(`web.evening.board_n`,{n:t})}>${t}</a></li>`)}
      </ul>`}static{this.styles=[$,rf]}};customElements.define(`evening-page`,Cf);var wf=class extends v{static{this.properties={store:{attribute:!1},first:{attribute:!1}}}constructor(){super(),this.display=new w(this),this.first=null}go(e){this.renderRoot.querySelector(`#help-${e}`)?.scrollIntoView({block:`start`})}render(){let e=Lu([...wd.keys()],this.first);return g`<article class="panel help" data-testid="help-page">
      <h1>${x(`web.help.title`)}</h1>
      <nav class="contents" aria-label=${x(`web.help.contents`)}>
        ${e.map(e=>g`<button class="quiet" @click=${()=>this.go(e)}>${x(`web.help.${e}.title`)}</button>`)}
      </nav>
      ${e.map(e=>this.renderSection(e))}
    </article>`}renderSection(e){let t=wd.get(e);return g`<section id=${`help-${e}`} data-testid=${`help-${e}`} data-section=${e}>
      <h2>${x(`web.help.${e}.title`)}</h2>
      ${Ru(`web.help.${e}`,b,e=>x(e)).map(e=>g`<p>${e}</p>`)}
      ${t?.help?t.help(this.store.settings.variant):_}
    </section>`}static{this.styles=[$,Gu,f`
      .help {
        max-width: 62rem;
        margin: 1rem auto;
        line-height: 1.5;
      }
      h1 {
        margin-top: 0;
      }
      section {
        scroll-margin-top: 1rem;
        border-top: 1px solid #0001;
        padding-top: 0.5rem;
      }
      .contents {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin-bottom: 1rem;
      }
      @media (max-width: 560px) {
        .help {
          margin: 0.5rem;
        }
      }
    `]}};customElements.define(`help-view`,wf);var Tf=f`
  .my-tables {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .my-tables li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.4rem 0.8rem;
    padding: 0.45rem 0;
  }
  .my-tables li + li {
    border-top: 1px solid #0001;
  }
  .my-tables a {
    color: inherit;
  }
  li.joining {
    outline: 3px solid var(--gold);
    outline-offset: 3px;
    border-radius: 8px;
  }
  .invited {
    font-weight: 600;
  }
  .confirm {
    margin-top: 0.7rem;
    padding: 0.6rem 0.8rem;
    border: 1px solid var(--gold);
    border-radius: 8px;
  }
  .confirm p {
    margin: 0 0 0.5rem;
  }
  .lobby {
    display: grid;
    grid-template-columns: repeat(auto-fit, minmax(290px, 1fr));
    gap: 1rem;
    padding: 1rem;
    max-width: 1200px;
    margin: 0 auto;
  }
  .game {
    position: relative;
  }
  .fan {
    float: right;
    margin: -1.6rem 0 0.4rem 0.8rem;
    display: flex;
    padding-left: 22px;
  }
  .fan-card {
    width: 46px;
    margin-left: -22px;
    filter: drop-shadow(0 2px 3px #0005);
  }
  .fan-card:nth-child(1) {
    transform: rotate(-12deg);
  }
  .fan-card:nth-child(3) {
    transform: rotate(12deg);
  }
  .fan-card svg {
    display: block;
    width: 100%;
    height: auto;
  }
  .left-table {
    display: inline-flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.5rem;
    margin: 0.2rem 0;
  }
  a.button {
    display: inline-block;
    border-radius: 999px;
    padding: 0.45em 1.1em;
    background: var(--gold);
    color: var(--ink);
    font-weight: 600;
    text-decoration: none;
    box-shadow: 0 1px 2px #0003;
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
    margin-top: 0.6rem;
  }
  .check {
    display: flex;
    gap: 0.4rem;
    align-items: center;
    font-weight: 600;
  }
  .small {
    font-size: 0.85rem;
  }
  .seats {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 0.35rem;
    margin: 0.8rem 0;
  }
  .seats label {
    display: flex;
    justify-content: space-between;
    align-items: center;
    gap: 0.5rem;
  }
  .seats select {
    flex: 0 1 auto;
    min-width: 0;
    max-width: 58%;
  }
  .tables {
    list-style: none;
    padding: 0;
    display: grid;
    gap: 0.6rem;
  }
  .tables li {
    border: 1px solid #0002;
    border-radius: 8px;
    padding: 0.5rem 0.7rem;
    background: white;
  }
  .seat-row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.4rem;
    margin-top: 0.4rem;
    align-items: center;
  }
  .taken {
    font-size: 0.85rem;
    padding: 0.2em 0.6em;
    border-radius: 999px;
    background: #0000000d;
  }
  /* a table whose match moves ratings */
  .badge {
    font-size: 0.8rem;
    padding: 0.05em 0.55em;
    margin-inline: 0.25em;
    border-radius: 999px;
    border: 1px solid #7a5a00;
    color: #5c4300;
    background: #fff6d6;
    white-space: nowrap;
  }
`,Ef=class extends v{static{this.properties={store:{attribute:!1},editing:{state:!0},draft:{state:!0},message:{state:!0}}}constructor(){super(),this.display=new w(this),this.onChange=()=>this.requestUpdate(),this.editing=!1,this.draft=``,this.message=``}connectedCallback(){super.connectedCallback(),this.store?.changes.addEventListener(`change`,this.onChange)}disconnectedCallback(){super.disconnectedCallback(),this.store?.changes.removeEventListener(`change`,this.onChange)}edit(){this.draft=this.store.settings.nickname,this.message=``,this.editing=!0}async save(e){e.preventDefault();let t=this.draft.trim();if(!t)this.message=x(`web.nickname.empty`);else try{await Pd(this.store,t),this.editing=!1,this.message=``}catch(e){this.message=e instanceof Error?e.message:String(e)}}render(){let e=this.store.settings.nickname,t=Ad(e);return this.editing?g`<form class="line" @submit=${e=>void this.save(e)}>
        <label for="nickname-input">${x(`web.nickname.label`)}</label>
        <input
          id="nickname-input"
          data-testid="lobby-nickname-input"
          maxlength="40"
          autocomplete="nickname"
          .value=${this.draft}
          @input=${e=>this.draft=e.target.value}
        />
        <button class="primary" type="submit" data-testid="lobby-nickname-save">${x(`web.nickname.save`)}</button>
        <button type="button" @click=${()=>this.editing=!1}>${x(`web.nickname.cancel`)}</button>
        ${this.message?g`<span class="error" role="alert">${this.message}</span>`:_}
      </form>`:g`<p class="line ${t?`prompt`:``}" data-testid="lobby-nickname">
      <span>${x(`web.nickname.label`)} <strong data-testid="lobby-nickname-name">${e}</strong></span>
      ${t?g`<span class="muted">${x(`web.nickname.made_up`)}</span>`:_}
      <button data-testid="lobby-nickname-change" @click=${()=>this.edit()}>${x(t?`web.nickname.choose`:`web.nickname.change`)}</button>
    </p>`}static{this.styles=[$,f`
      :host {
        display: block;
      }
      .line {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.4rem 0.8rem;
        margin: 0;
      }
      .prompt {
        padding: 0.5rem 0.8rem;
        border-radius: 8px;
        background: color-mix(in srgb, var(--gold) 25%, transparent);
      }
      input {
        min-width: 12rem;
      }
    `]}};customElements.define(`nickname-line`,Ef);function Df(e,t){return e.filter(e=>e.status===`playing`&&e.spectators!==!1&&!t.has(e.id))}function Of(e,t){return e.seats.map(e=>e.kind===`ai`?t(e.ai):e.name??`?`).join(`, `)}function kf(e,t,n){return e.length?g`<section class="panel watch" data-testid="watch-tables">
    <h2>${x(`web.watch.title`)}</h2>
    <p class="muted small">${x(`web.watch.hint`)}</p>
    <ul class="tables">
      ${e.map(e=>g`<li data-table=${e.id} data-game=${e.game}>
          <div>
            <b>${t(e)}</b> <span class="muted small">${Of(e,n)}</span>
            ${e.watching?g`<span class="muted small">· ${x(`web.watch.spectators`,{n:e.watching})}</span>`:_}
          </div>
          <div class="seat-row"><button data-testid="watch-table" @click=${()=>location.hash=`#/watch/${encodeURIComponent(e.id)}`}>${x(`web.watch.button`)}</button></div>
        </li>`)}
    </ul>
  </section>`:_}function Af(e,t){if(!e?.seats.length)return null;let n=e.seats.length,r=e=>e.seat===t?x(`web.seat.you`):e.kind===`ai`?ks(e.ai,x,b):e.kind===`open`?x(`web.seat.open`):e.name??`?`,i=e=>n%2==0?(e-t)%2==0:e===t,a=[...e.seats].sort((e,n)=>e.seat===t?-1:n.seat===t?1:e.seat-n.seat).filter(e=>i(e.seat)),o=e.seats.filter(e=>!i(e.seat)),s=e=>e.map(r).join(` ${x(`web.word.and`)} `);return x(`web.lobby.players_line`,{us:s(a),them:s(o)})}function jf(e,t){let n=e?.score?.score;if(!Array.isArray(n)||n.length!==2)return null;let r=t%2;return x(`web.lobby.score_line`,{us:String(n[r]),them:String(n[1-r])})}function Mf(e,t){return[Dd(e.game,e.variant),fc(e,x),Af(t,e.seat),jf(t,e.seat),e.created?Pt(e.created):null].filter(e=>!!e).join(` · `)}function Nf(e,t,n){if(!e.length&&!t.length)return _;let r=e=>{location.hash=`#/table/${e.table}`},i=e=>g`<span class="table-line" data-testid="table-line">${Mf(e,n.get(e.table))}</span>`;return g`<section class="panel mine" data-testid="your-tables">
    <h2>${x(`web.lobby.your_tables_title`)}</h2>
    <ul class="my-tables">
      ${e.map((e,t)=>g`<li data-table=${e.table}>
          ${i(e)}
          <button class=${t===0?`primary`:``} data-testid=${t===0?`resume-game`:`resume-other`} @click=${()=>r(e)}>
            ${t===0?x(e.left?`web.lobby.take_back_game`:`web.lobby.resume`,{variant:Pf(e,n.get(e.table))}):x(e.left?`web.lobby.take_back`:`web.lobby.resume_short`)}
          </button>
        </li>`)}
      ${t.map(e=>g`<li data-table=${e.table}>${Ff(e,i(e),()=>r(e))}</li>`)}
    </ul>
  </section>`}function Pf(e,t){let n=Dd(e.game,e.variant),r=t?.score?.score;if(!Array.isArray(r)||r.length!==2)return n;let i=e.seat%2;return x(`web.lobby.game_with_score`,{game:n,us:String(r[i]),them:String(r[1-i])})}function Ff(e,t,n){return e.left?g`<span class="left-table" data-testid="my-table" data-left="true">
    ${t} — ${x(`web.lobby.you_left`)}
    <button class="primary" data-testid="take-back" @click=${n}>${x(`web.lobby.take_back`)}</button>
  </span> `:g`<a data-testid="my-table" href=${`#/table/${e.table}`}>${t}</a> `}var If=class extends v{static{this.properties={store:{attribute:!1},tables:{state:!0},resumable:{state:!0},listed:{state:!0},confirming:{state:!0},mine:{state:!0},games:{state:!0},infos:{state:!0},choices:{state:!0},seatChoices:{state:!0},trainingAt:{state:!0},closedAt:{state:!0},message:{state:!0},busy:{state:!0},joining:{attribute:!1},share:{state:!0}}}constructor(){super(),this.shownJoining=null,this.listedOnce=!1,this.display=new w(this),this.tables=[],this.resumable=[],this.listed=new Map,this.confirming=!1,this.mine=[],this.games=[],this.infos=new Map,this.choices={},this.seatChoices={},this.trainingAt={},this.closedAt={},this.message=``,this.busy=!1,this.joining=null,this.share=null}connectedCallback(){super.connectedCallback();let e=this.store.lobby;this.choices=e.choices??{},this.seatChoices=e.seats??{},this.trainingAt=e.training??{},this.closedAt=e.closed??{},this.refresh(),this.loadGames(),C.share().then(e=>this.share=e,()=>void 0),this.timer=window.setInterval(()=>void this.refresh(),3e3)}disconnectedCallback(){super.disconnectedCallback(),window.clearInterval(this.timer)}async loadGames(){try{this.games=Od(await C.games())}catch(e){this.message=e instanceof Error?e.message:String(e);return}await Promise.all(this.games.map(async({game:e})=>{try{let t=await C.gameInfo(e.name);this.infos=new Map([...this.infos,[e.name,t]])}catch{}}))}choiceOf(e){let t=this.store.settings;return e.game.name===Td&&e.listing.variants.includes(t.variant)?{variant:t.variant,options:t.options}:this.choices[e.game.name]||{variant:e.listing.variants[0]??``,options:{}}}othersOf(e){let t=e.game.name,n=sf(e.listing,this.infos.get(t)??null,this.choiceOf(e)),r=lf(e.game.lobby,this.share?.local_only===!0,`ai:${this.store.settings.aiPlayer}`);return cf(this.seatChoices[t]??[],n,r)}remember(e){e.choices&&(this.choices=e.choices),e.seats&&(this.seatChoices=e.seats),e.training&&(this.trainingAt=e.training),e.closed&&(this.closedAt=e.closed),this.store.rememberLobby(e)}choose(e,t){e.game.name===Td&&this.store.update({variant:t.variant,options:t.options}),this.remember({choices:{...this.choices,[e.game.name]:t}})}async create(e,t=!1){let n=e.game.name,r=this.store.settings,i=this.choiceOf(e),a=this.othersOf(e),o=ff(a);if(o&&n===Td&&!t&&this.resumable.length){this.confirming=!0;return}this.confirming=!1;let s=pf({game:n,choice:i,info:this.infos.get(n)??null,others:a,training:this.trainingAt[n]===!0,spectators:this.closedAt[n]!==!0,aiDelayMs:r.aiDelayMs,nickname:r.nickname,profile:this.store.profile});this.busy=!0,this.message=``;try{let e=await C.create(s),t=e.tokens[0];this.store.addSeat({table:e.id,token:t,seat:0,mode:o?s.training===!0?`training`:`single`:`multi`,variant:i.variant,game:n,created:new Date().toISOString(),creator:!0}),o&&await C.start(e.id,t),location.hash=`#/table/${e.id}`}catch(e){this.message=e instanceof Error?e.message:String(e)}finally{this.busy=!1}}async refresh(){try{this.tables=await C.tables(),this.listedOnce=!0}catch(e){this.message=e instanceof Error?e.message:String(e);return}let e=new Map(this.tables.map(e=>[e.id,e.status])),t=new Map(this.tables.map(e=>[e.id,e]));await Promise.all(this.store.seats.filter(t=>!e.has(t.table)).map(async n=>{try{let r=await C.table(n.table);e.set(n.table,r.status),t.set(n.table,r)}catch(t){t instanceof It&&t.status===404&&e.set(n.table,`gone`)}}));let n=[];for(let t of this.store.seats){let r=e.get(t.table);r===`gone`||r===`finished`||r===`broken`?this.store.removeSeat(t.table):n.push(t)}this.resumable=n.filter(e=>e.mode!==`multi`),this.listed=t,this.mine=n.filter(e=>e.mode===`multi`)}async join(e,t){let n=this.store.profile;this.message=``;try{let r=this.store.settings.nickname.trim(),i=await C.join(e.id,{seat:t,...r?{name:r}:{},...n?{profile:n}:{}});this.store.addSeat({table:e.id,token:i.token,seat:t,mode:`multi`,variant:e.variant,game:e.game,created:new Date().toISOString()}),location.hash=`#/table/${e.id}`}catch(e){this.message=e instanceof Error?e.message:String(e),this.refresh()}}waiting(){let e=new Set(this.store.seats.map(e=>e.table));return this.tables.filter(t=>t.status===`waiting`&&!t.training&&!e.has(t.id)&&t.seats.some(e=>e.kind===`open`))}render(){let e=this.waiting();return g`<div class="lobby" data-testid="lobby">
      ${this.message?g`<p class="error" role="alert">${this.message}</p>`:_}
      <nickname-line class="panel" .store=${this.store}></nickname-line>
      ${Nf(this.resumable,this.mine,this.listed)}
      ${this.games.map(e=>this.renderGame(e))}
      <section class="panel evening" data-testid="evening-panel">
        <h2>${x(`web.evening.lobby_title`)}</h2>
        <p class="muted">${x(`web.evening.lobby_hint`)}</p>
        <div class="buttons"><a class="button" href="#/evening/new" data-testid="evening-new-link">${x(`web.evening.lobby_button`)}</a></div>
      </section>

      ${kf(Df(this.tables,new Set(this.store.seats.map(e=>e.table))),e=>Dd(e.game,e.variant),e=>ks(e,x,b))}
      <section class="panel join">
        <h2>${x(`web.lobby.join`)}</h2>
        ${this.renderInvited(e)}
        ${e.length?g`<ul class="tables">
              ${e.map(e=>this.renderWaitingTable(e))}
            </ul>`:g`<p class="muted">${x(`web.lobby.no_tables`)}</p>`}
        <p class="muted small" data-testid="join-hint">
          ${this.share?.local_only?x(`web.lobby.local_only`):x(`web.lobby.join_hint`,{address:this.share?.urls[0]??`${location.origin}/`})}
        </p>
      </section>
    </div>`}renderInvited(e){if(!this.joining||!this.listedOnce||this.store.seatAt(this.joining))return _;let t=e.some(e=>e.id===this.joining);return g`<p class=${t?`invited`:`error`} data-testid="invited">
      ${x(t?`web.lobby.invited`:`web.lobby.invited_gone`)}
    </p>`}updated(){let e=this.games.length>0&&this.infos.size===this.games.length;if(!this.joining||this.shownJoining===this.joining||!e)return;let t=this.renderRoot.querySelector(`li.joining`);t&&(this.shownJoining=this.joining,requestAnimationFrame(()=>t.scrollIntoView({block:`center`})))}renderGame(e){let{game:t}=e,n=t.name,r=t.lobby,i=this.infos.get(n)??null,a=this.choiceOf(e),o=this.othersOf(e),s=o.length+1,c=ff(o),l=(e,t)=>{let r=[...o];r[e]=t,this.remember({seats:{...this.seatChoices,[n]:r}})},u=n===Td,d=u&&c?`new-game`:`new-${n}`;return g`<section class="panel game" data-testid=${`${n}-panel`} data-game=${n}>
      <div class="fan" aria-hidden="true">
        ${r.fan.cards.map(e=>g`<div class="fan-card">${Q(e,r.fan.deck??this.display.value.deck)}</div>`)}
      </div>
      <h2>${r.title()}</h2>
      <p class="muted">${r.hint()}</p>
      <options-form
        .info=${i}
        .variant=${a.variant}
        .options=${a.options}
        @change=${t=>{t instanceof CustomEvent&&t.detail&&this.choose(e,t.detail)}}
      ></options-form>
      ${i?g`<p class="small" data-testid="panel-options">
            ${x(`web.lobby.panel_options`,{options:r.describe({...of(i,a.variant),...a.options})})}
          </p>`:_}
      <div class="seats">
        <span>${x(`web.lobby.seat_you`)}</span>
        ${o.map((e,t)=>g`<label
            >${x(df(t,s)?`web.lobby.seat_partner`:`web.lobby.seat_opponent`,{n:t+2})}
            <select data-seat-choice=${t+1} @change=${e=>l(t,e.target.value)}>
              ${[...r.players,`open`].map(t=>g`<option value=${t} ?selected=${t===e}>
                    ${t===`open`?x(`web.lobby.seat_open`):r.playerLabel(t)}
                  </option>`)}
            </select></label
          >`)}
      </div>
      <label class="check" title=${c?``:x(`web.lobby.training_alone`)}
        ><input
          type="checkbox"
          data-testid=${u?`training`:`table-training`}
          ?disabled=${!c}
          .checked=${c&&this.trainingAt[n]===!0}
          @change=${e=>this.remember({training:{...this.trainingAt,[n]:e.target.checked}})}
        />
        ${x(`web.lobby.training`)}</label
      >
      ${u?g`<p class="muted small">${x(`web.lobby.training_hint`)}</p>`:_}
      <label class="check"
        ><input type="checkbox" data-testid="table-spectators" .checked=${this.closedAt[n]!==!0}
          @change=${e=>this.remember({closed:{...this.closedAt,[n]:!e.target.checked}})} />
        ${x(`web.watch.allow`)}</label
      >
      <div class="buttons">
        <button class="primary" data-testid=${d} ?disabled=${this.busy||!i} @click=${()=>this.create(e)}>
          ${x(c?`web.lobby.new_game`:`web.lobby.create_button`)}
        </button>
      </div>
      ${u&&this.confirming?this.renderConfirm(e):_}
    </section>`}renderConfirm(e){let[t]=this.resumable;return t?g`<div class="confirm" role="alertdialog" aria-labelledby="unfinished" data-testid="confirm-new-game">
      <p id="unfinished">${x(`web.lobby.unfinished`,{game:Pf(t,this.listed.get(t.table))})}</p>
      <div class="buttons">
        <button class="primary" data-testid="start-new-anyway" @click=${()=>this.create(e,!0)}>${x(`web.lobby.start_new_anyway`)}</button>
        <button data-testid="keep-playing" @click=${()=>location.hash=`#/table/${t.table}`}>${x(`web.lobby.keep_playing`)}</button>
      </div>
    </div>`:_}renderWaitingTable(e){let t=this.games.find(t=>t.game.name===e.game)?.game,n=mf(e.options,of(this.infos.get(e.game)??null,e.variant)).map(([e,t])=>`${x(`web.option.${e}`)}: ${zu(e,t,e=>x(e),b)}`),r=t?.lobby.describe(e.options)??``;return g`<li data-table=${e.id} data-game=${e.game} class=${e.id===this.joining?`joining`:``}>
      <div>
        <b>${Dd(e.game,e.variant)}</b>
        ${e.rated?g`<span class="badge" data-testid="table-rated" title=${x(`web.lobby.rated_title`)}>${x(`web.lobby.rated`)}</span>`:_}
        ${r?g`<span class="muted">(${r})</span>`:_}
        ${n.length?g`<span class="muted small">${n.join(`, `)}</span>`:_}
      </div>
      <div class="seat-row">
        ${e.seats.map(t=>t.kind===`open`?g`<button data-testid="join-table" data-seat=${t.seat} @click=${()=>this.join(e,t.seat)}>
                ${x(`web.lobby.take_seat`,{n:t.seat+1})}
                ${(()=>{let n=hf(e.seats,t.seat,x);return n?g`<span class="small">(${n})</span>`:_})()}
              </button>`:g`<span class="taken">${t.kind===`ai`?ks(t.ai,x,b):t.name??`?`}</span>`)}
      </div>
    </li>`}static{this.styles=[$,Tf]}};customElements.define(`lobby-view`,If);var Lf=[`Ad`,`7d`,`Rd`,`Ac`,`7c`,`Rc`,`As`,`7s`,`Rs`,`Ab`,`7b`,`Rb`],Rf=class extends v{static{this.properties={store:{attribute:!1},info:{attribute:!1},nickname:{state:!0},message:{state:!0}}}constructor(){super(),this.display=new w(this),this.info=null,this.nickname=``,this.message=``}connectedCallback(){super.connectedCallback(),this.nickname=this.store.settings.nickname}changed(){this.requestUpdate()}async saveNickname(){let e=this.nickname.trim();try{await Pd(this.store,e),this.message=x(`web.settings.saved`),this.changed()}catch(e){this.message=e instanceof Error?e.message:String(e)}}render(){let e=this.store.settings;return g`<div class="page panel" data-testid="settings-page">
      <h2>${x(`web.settings.title`)}</h2>
      <div class="row">
        <label for="nickname">${x(`web.settings.nickname`)}</label>
        <div>
          <input
            id="nickname"
            type="text"
            data-testid="nickname"
            maxlength="40"
            .value=${this.nickname}
            @input=${e=>this.nickname=e.target.value}
            @keydown=${e=>e.key===`Enter`&&this.saveNickname()}
          />
          <button @click=${()=>this.saveNickname()}>${x(`web.settings.save`)}</button>
          ${this.message?g`<span class="note">${this.message}</span>`:_}
          <p class="muted small">${x(`web.settings.nickname_hint`)}</p>
        </div>
      </div>
      <div class="row">
        <label for="deck">${x(`web.settings.deck`)}</label>
        <div>
          <select
            id="deck"
            data-testid="deck"
            @change=${e=>Kt(this,{deck:e.target.value})}
          >
            ${hc(this.display.value.deck)}
          </select>
          <div class="preview" data-testid="deck-preview" role="group" aria-label=${x(`web.settings.deck_preview`,{deck:x(`web.deck.${this.display.value.deck}`)})}>
            ${Lf.map(e=>g`<div class="preview-card" data-card=${e}>${Q(e,this.display.value.deck)}</div>`)}
          </div>
        </div>
      </div>
      <div class="row">
        <label for="sounds">${x(`web.settings.sounds`)}</label>
        <input
          id="sounds"
          type="checkbox"
          data-testid="sounds"
          .checked=${e.sounds}
          @change=${e=>{this.store.update({sounds:e.target.checked}),this.changed()}}
        />
      </div>
      <div class="row">
        <label for="ai-player">${x(`web.settings.ai_player`)}</label>
        <div>
          <select
            id="ai-player"
            data-testid="ai-player"
            @change=${e=>{this.store.update({aiPlayer:e.target.value}),this.changed()}}
          >
            <option value="heuristic" ?selected=${e.aiPlayer===`heuristic`}>${x(`web.lobby.seat_ai`)}</option>
            <option value="pimc" ?selected=${e.aiPlayer===`pimc`}>${x(`web.lobby.seat_ai_pimc`)}</option>
          </select>
          <p class="muted small">${x(`web.settings.ai_player_hint`)}</p>
        </div>
      </div>
      <div class="row">
        <label for="delay">${x(`web.settings.ai_delay`)}</label>
        <div>
          <input
            id="delay"
            type="range"
            min="0"
            max="3000"
            step="100"
            data-testid="ai-delay"
            .value=${String(e.aiDelayMs)}
            @change=${e=>{this.store.update({aiDelayMs:Number(e.target.value)}),this.changed()}}
          />
          <span>${x(`web.settings.ms`,{ms:e.aiDelayMs})}</span>
        </div>
      </div>
      <h3>${x(`web.settings.game`)}</h3>
      <options-form
        .info=${this.info}
        .variant=${e.variant}
        .options=${e.options}
        open
        @change=${e=>{this.store.update({variant:e.detail.variant,options:e.detail.options}),this.changed()}}
      ></options-form>
    </div>`}static{this.styles=[$,f`
      .page {
        max-width: 44rem;
        margin: 1rem auto;
      }
      .row {
        display: grid;
        grid-template-columns: 12rem 1fr;
        gap: 0.8rem;
        align-items: start;
        margin-bottom: 0.9rem;
      }
      .small {
        font-size: 0.85rem;
      }
      .note {
        margin-left: 0.5rem;
      }
      .preview {
        display: grid;
        grid-template-columns: repeat(6, minmax(0, 4.2rem));
        gap: 0.4rem;
        margin-top: 0.5rem;
      }
      .preview-card {
        min-width: 0;
        filter: drop-shadow(0 2px 3px #0005);
      }
      .preview-card svg {
        width: 100%;
        height: auto;
        display: block;
      }
      @media (max-width: 640px) {
        .row {
          grid-template-columns: 1fr;
        }
      }
    `]}};customElements.define(`settings-view`,Rf);var zf={game:1,hand:1,play:0},Bf=class extends v{static{this.properties={match:{attribute:!1},start:{attribute:!1},board:{attribute:!1},record:{state:!0},message:{state:!0}}}constructor(){super(),this.othersOf=null,this.others=new Map,this.match=null,this.start=null,this.board=null,this.record=null,this.message=``}connectedCallback(){super.connectedCallback(),this.match?this.load(this.match):this.board&&this.loadBoard(this.board)}async loadBoard(e){try{let t=ef(await C.eveningRecord(e.evening),e.round,e.table,e.board);t?this.record=t:this.message=x(`web.evening.board_not_yet`)}catch(e){this.message=e.message}}goTo(e){let t=this.record;!t||e.game<1||e.game>Eo(t).length||(this.match?location.hash=No(this.match,e):this.start=e)}async load(e){try{this.record=await C.record(e)}catch(e){this.message=e.message}}async dropped(e){let t=e?.[0];if(!t)return;let n=Po(await t.text());this.message=n?``:x(`web.replay.not_a_record`,{name:t.name}),this.record=null,await this.updateComplete,this.record=n}render(){return g`<div class="replay" data-testid="replay" @replay-go=${e=>this.goTo(e.detail)}>
      <h2>${x(`web.replay.title`)}</h2>
      ${this.message?g`<p class="error" role="alert">${this.message}</p>`:_}
      ${this.record?this.renderRecord(this.record):_}
      ${this.board?this.renderBoardBack(this.board):this.match?_:this.renderDrop()}
    </div>`}renderRecord(e){let t=this.start??zf,n=Eo(e),r=n.find(e=>e.number===t.game),i=n.length>1||!r?this.renderGames(n,t.game):_;if(!r){let e=n.length;return g`${i}<p class="error" role="alert" data-testid="replay-no-game">${x(e===1?`web.replay.no_game_one`:`web.replay.no_game`,{game:t.game,count:e})}</p>`}let a=this.otherGame(e,r.number),o=a?a.game:e.game,s=Ed(o)?.replay;return s?g`${i}${mt(a?`game-${r.number}`:`own`,s({record:a??e,match:this.match,start:t}))}`:g`${i}<p class="error" role="alert">${x(`web.replay.no_viewer`,{game:o})}</p>`}otherGame(e,t){return this.othersOf!==e&&([this.othersOf,this.others]=[e,new Map]),this.others.has(t)||this.others.set(t,Do(e,t)),this.others.get(t)??null}renderGames(e,t){return g`<nav class="games" aria-label=${x(`web.replay.games`)} data-testid="replay-games">
      ${e.map(e=>{let n=this.record&&e.game!==this.record.game?Ed(e.game):void 0,r=n?x(`web.replay.game_at`,{n:e.number,game:n.lobby.title()}):x(`web.replay.game_n`,{n:e.number}),i={game:e.number,hand:1,play:0};return g`<a
          href=${this.match?No(this.match,i):`#/replay`}
          aria-current=${e.number===t?`page`:`false`}
          data-game-number=${e.number}
          @click=${e=>{e.preventDefault(),this.goTo(i)}}
          >${r}</a
        >`})}
    </nav>`}renderBoardBack(e){return g`<p data-testid="replay-evening-board">
      ${x(`web.evening.replay_where`,{board:e.board,round:e.round,table:e.table})}
      <a href=${`#/evening/${encodeURIComponent(e.evening)}/board/${e.board}`}>${x(`web.evening.board_all`)}</a>
    </p>`}renderDrop(){return g`<label
      class="drop panel"
      data-testid="replay-drop"
      @dragover=${e=>e.preventDefault()}
      @drop=${e=>{e.preventDefault(),this.dropped(e.dataTransfer?.files)}}
    >
      <p>${x(`web.replay.drop`)}</p>
      <input type="file" accept=".jsonl,.json,application/json" data-testid="replay-file" @change=${e=>void this.dropped(e.target.files)} />
    </label>`}static{this.styles=[$,f`
      .replay {
        max-width: 60rem;
        margin: 0 auto;
        padding: 0.5rem 1rem 2rem;
        color: var(--paper);
      }
      .games {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0.4rem 0 0.6rem;
      }
      .games a {
        color: var(--paper);
        padding: 0.15rem 0.6rem;
        border: 1px solid #fbf6ea66;
        border-radius: 999px;
        text-decoration: none;
      }
      .games a[aria-current="page"] {
        background: var(--gold);
        border-color: var(--gold);
        color: var(--ink);
        font-weight: 600;
      }
      .drop {
        display: block;
        margin-top: 1rem;
        padding: 1.5rem;
        text-align: center;
        border: 2px dashed var(--gold);
        color: var(--ink);
      }
    `]}};customElements.define(`replay-page`,Bf);function Vf(e){let t=[...e].sort((e,t)=>e.at.localeCompare(t.at)),n=0;return t.map((e,t)=>{e.won&&(n+=1);let r=e.left?`left`:e.won?`won`:`lost`;return{index:t,won:e.won,outcome:r,rate:n/(t+1)}})}function Hf(e,t,n){let r=/^AI(?: (\S+))?$/.exec(e);return r?ks(r[1]??null,t,n):e}function Uf(e,t,n){if(!e.length)return``;let r=e.length>1?t/(e.length-1):0;return e.map((e,t)=>`${t===0?`M`:`L`}${(e.index*r).toFixed(1)},${((1-e.rate)*n).toFixed(1)}`).join(` `)}function Wf(e){return e==null?`–`:`${Math.round(e*100)}%`}var Gf=[{key:`rating`,label:`web.stats.rating`},{key:`mu`,label:`web.stats.skill`},{key:`points`,label:`web.stats.points`},{key:`games`,label:`web.stats.games`},{key:`matches`,label:`web.stats.games`},{key:`wins`,label:`web.stats.wins`}];function Kf(e){return Gf.filter(t=>e.some(e=>typeof e[t.key]==`number`))}function qf(e){let t=[];return typeof e.variant==`string`&&t.push(`variant`),typeof e.mode==`string`&&t.push(`mode`),Array.isArray(e.seasons)&&t.push(`season`),t}function Jf(e,t){let n=t[e];if(typeof n!=`number`)return``;if(e===`rating`)return String(Math.round(n)+0);if(e===`mu`){let e=t.sigma;return typeof e==`number`?`${n.toFixed(1)} ± ${e.toFixed(1)}`:n.toFixed(1)}return String(n)}function Yf(e,t,n){let{mu:r,sigma:i}=t;return e!==`mu`||typeof r!=`number`||typeof i!=`number`?null:n(`web.stats.skill_label`,{mu:r.toFixed(1),sigma:i.toFixed(1)})}function Xf(e){return e===`variant`?x(`web.options.variant`):e===`mode`&&b(`web.option.mode`)?x(`web.option.mode`):x(`web.stats.${e}`)}var Zf=class extends v{static{this.properties={store:{attribute:!1},stats:{state:!0},games:{state:!0},infos:{state:!0},boards:{state:!0},message:{state:!0}}}constructor(){super(),this.display=new w(this),this.asked=new Map,this.stats=null,this.games=[],this.infos=new Map,this.boards={},this.message=``}connectedCallback(){super.connectedCallback(),this.load()}async load(){let e=this.store.profile;try{e&&(this.stats=await C.statistics(e.id,e.secret)),this.games=Od(await C.games())}catch(e){this.message=e instanceof Error?e.message:String(e);return}let t=this.store.settings.variant;await Promise.all(this.games.map(async({game:e,listing:n})=>{n.variants.length>1&&n.variants.includes(t)&&this.asked.set(e.name,{variant:t}),await Promise.all([this.loadBoard(e.name),this.loadInfo(e.name)])}))}async loadInfo(e){try{let t=await C.gameInfo(e);this.infos=new Map([...this.infos,[e,t]])}catch{}}async loadBoard(e){try{let t=await C.leaderboard(e,this.asked.get(e)??{});this.boards={...this.boards,[e]:t}}catch(e){this.message=e instanceof Error?e.message:String(e)}}choose(e,t,n){this.asked.set(e,{...this.asked.get(e)??{},[t]:n}),this.loadBoard(e)}async reset(){let e=this.store.profile;e&&confirm(x(`web.stats.reset_confirm`))&&(this.stats=await C.reset(e.id,e.secret))}chart(e){let t=Vf(e.history);if(!t.length)return g`<p class="muted">${x(`web.stats.no_games`)}</p>`;let n=600/t.length,r={won:`#2e8b57`,lost:`#c0392b`,left:`#8a8a8a`},i={won:x(`web.stats.won`),lost:x(`web.stats.lost`),left:x(`web.stats.left_one`)};return g`<figure class="chart-box" data-testid="stats-chart">
      <div role="img" aria-label=${x(`web.stats.chart`)}>
        <div class="y-axis" aria-hidden="true">
          ${[1,.5,0].map(e=>g`<span style=${`top: ${(1-e)*160}px`}>${Wf(e)}</span>`)}
        </div>
        <svg class="chart" viewBox="0 0 ${600} ${180}" preserveAspectRatio="none" aria-hidden="true">
          ${[0,.5,1].map(e=>Ie`<line x1="0" x2=${600} y1=${(1-e)*160} y2=${(1-e)*160} stroke="#0002" vector-effect="non-scaling-stroke" />`)}
          ${t.map(e=>Ie`<rect x=${e.index*n+n*.15} width=${Math.max(n*.7,1)} y=${168} height="10"
              fill=${r[e.outcome]}><title>${i[e.outcome]}</title></rect>`)}
          <path d=${Uf(t,600,160)} fill="none" stroke="#d9a530" stroke-width="3" vector-effect="non-scaling-stroke" />
        </svg>
      </div>
      <figcaption class="legend" data-testid="stats-legend">
        <span><i style="background: #d9a530"></i>${x(`web.stats.rate_line`)}</span>
        ${[`won`,`lost`,`left`].map(e=>g`<span><i style=${`background: ${r[e]}`}></i>${i[e]}</span>`)}
        <span class="muted">${x(`web.stats.oldest_first`)}</span>
      </figcaption>
    </figure>`}render(){let e=this.stats;return g`<div class="page">
      ${this.message?g`<p class="error">${this.message}</p>`:_}
      <section class="panel">
        <h2>${x(`web.stats.title`,{name:e?.nickname??this.store.settings.nickname})}</h2>
        ${e?g`<table class="numbers" data-testid="stats-numbers">
                <tr><td></td><th>${x(`web.stats.games`)}</th><th>${x(`web.stats.wins`)}</th><th>${x(`web.stats.left`)}</th><th>${x(`web.stats.rate`)}</th></tr>
                <tr><td>${x(`web.stats.single`)}</td><td>${e.single.games}</td><td>${e.single.wins}</td><td data-testid="stats-left-single">${e.single.left??0}</td><td>${Wf(e.single.win_rate)}</td></tr>
                <tr><td>${x(`web.stats.multi`)}</td><td>${e.multi.games}</td><td>${e.multi.wins}</td><td data-testid="stats-left-multi">${e.multi.left??0}</td><td>${Wf(e.multi.win_rate)}</td></tr>
              </table>
              <h3>${x(`web.stats.over_time`)}</h3>
              ${this.chart(e)}
              <h3>${x(`web.stats.partners`)}</h3>
              ${e.partners.length?g`<table class="numbers">
                    <tr><th>${x(`web.stats.partner`)}</th><th>${x(`web.stats.games`)}</th><th>${x(`web.stats.wins`)}</th><th>${x(`web.stats.rate`)}</th></tr>
                    ${e.partners.map(e=>g`<tr><td data-testid="stats-partner">${Hf(e.partner,x,b)}</td><td>${e.games}</td><td>${e.wins}</td><td>${Wf(e.games?e.wins/e.games:null)}</td></tr>`)}
                  </table>`:g`<p class="muted">${x(`web.stats.no_partners`)}</p>`}
              ${this.recent(e)}
              <p class="muted small">${x(`web.stats.training_note`)}</p>
              <button class="quiet" @click=${()=>this.reset()}>${x(`web.stats.reset`)}</button>`:g`<p class="muted">…</p>`}
      </section>
      ${this.games.map(e=>this.renderBoard(e))}
    </div>`}recent(e){let t=[...e.history].sort((e,t)=>t.at.localeCompare(e.at)).slice(0,10);return t.length?g`<h3>${x(`web.stats.recent`)}</h3>
      <ul class="recent" data-testid="stats-recent">
        ${t.map(e=>g`<li>
            <span data-testid="stats-when">${Pt(e.at)}</span> · ${e.variant} · ${e.won?x(`web.result.won`):x(`web.result.lost`)}
            ${e.table&&Ed(e.game)?.replay?g`<a data-testid="stats-replay" href=${No(e.table)}>${x(`web.replay.open`)}</a>`:_}
          </li>`)}
      </ul>`:_}renderChoice(e,t,n){let r=e.game.name,i=`${r}-${n}`;if(n===`season`)return g`<label>${Xf(n)}
        <select data-testid=${i} @change=${e=>this.choose(r,`season`,e.target.value||null)}>
          <option value="" ?selected=${!t.season}>${x(`web.stats.all_time`)}</option>
          ${(t.seasons??[]).map(e=>g`<option value=${e.name} ?selected=${e.name===t.season}>${e.name} (${e.from} – ${e.to})</option>`)}
        </select>
      </label>`;let a=String(t[n]??``),o=n===`variant`?e.listing.variants:(this.infos.get(r)?.options.find(e=>e.key===n)?.choices??[a]).map(String);if(o.length<2)return _;let s=e=>b(`web.choice.${n}.${e}`)?x(`web.choice.${n}.${e}`):e;return g`<label>${Xf(n)}
      <select data-testid=${i} @change=${e=>this.choose(r,n,e.target.value)}>
        ${o.map(e=>g`<option value=${e} ?selected=${e===a}>${s(e)}</option>`)}
      </select>
    </label>`}renderBoard(e){let{game:t}=e,n=this.boards[t.name],r=n?.players??[],i=Kf(r);return g`<section class="panel" data-testid=${`${t.name}-leaderboard`} data-game=${t.name}>
      <h2>${x(`web.stats.board_of`,{game:t.lobby.title()})}</h2>
      ${n?g`<div class="menus">${qf(n).map(t=>this.renderChoice(e,n,t))}</div>`:_}
      ${r.length?g`<table class="numbers board">
            <tr>
              <th>#</th>
              <th>${x(`web.stats.player`)}</th>
              ${i.map(e=>g`<th>${x(e.label)}</th>`)}
            </tr>
            ${r.map(e=>g`<tr class=${e.id===this.store.profile?.id?`me`:``}>
                <td>${e.rank}</td>
                <td>${e.nickname}</td>
                ${i.map(t=>g`<td aria-label=${Yf(t.key,e,x)??_}>${this.boardNumber(Jf(t.key,e))}</td>`)}
              </tr>`)}
          </table>`:g`<p class="muted">${n?x(`web.stats.empty_board`):`…`}</p>`}
      ${n&&typeof n.variant==`string`?g`<p class="muted small" data-testid="rating-note">${x(`web.stats.rating_note`)}</p>`:_}
      ${t.boardNote?g`<p class="muted small">${x(t.boardNote)}</p>`:_}
    </section>`}boardNumber(e){let[t,n]=e.split(` ± `);return n===void 0?e:g`<span class="whole">${t}</span> <span class="whole">± ${n}</span>`}static{this.styles=[$,f`
      .page {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(320px, 1fr));
        gap: 1rem;
        padding: 1rem;
        max-width: 1100px;
        margin: 0 auto;
      }
      .numbers {
        border-collapse: collapse;
        width: 100%;
        margin: 0.4rem 0 1rem;
      }
      .numbers td,
      .numbers th {
        padding: 0.3rem 0.5rem;
        text-align: right;
        border-bottom: 1px solid #0001;
      }
      .numbers td:first-child,
      .numbers th:first-child {
        text-align: left;
      }
      .board td:nth-child(2),
      .board th:nth-child(2) {
        text-align: left;
      }
      /* five columns (a rated board) fit a phone's panel: tighter cells, smaller headings */
      .board td,
      .board th {
        padding: 0.3rem 0.35rem;
      }
      .board th {
        font-size: 0.85rem;
      }
      .board .whole {
        white-space: nowrap;
      }
      tr.me {
        background: #f3d98a;
      }
      .chart-box {
        position: relative;
        margin: 0.5rem 0 1rem;
        padding-left: 3.2rem;
      }
      .chart {
        display: block;
        width: 100%;
        height: 180px;
      }
      .y-axis span {
        position: absolute;
        left: 0;
        width: 2.8rem;
        text-align: right;
        transform: translateY(-50%);
        font-size: 0.85rem;
        color: var(--muted, #555);
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 1rem;
        margin-top: 0.4rem;
        font-size: 0.9rem;
      }
      .legend i {
        display: inline-block;
        width: 0.8rem;
        height: 0.8rem;
        margin-right: 0.3rem;
        border-radius: 2px;
        vertical-align: -0.05rem;
      }
      .small {
        font-size: 0.85rem;
      }
      .menus {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem 1rem;
      }
      .menus label {
        display: inline-flex;
        align-items: center;
        gap: 0.35rem;
      }
    `]}};customElements.define(`stats-view`,Zf);var Qf=class extends v{static{this.properties={route:{state:!0},info:{state:!0},message:{state:!0},shown:{state:!0}}}constructor(){super(),this.onHash=()=>{let e=this.route;this.route=Fd(location.hash),Ld(e,this.route)&&window.scrollTo(0,0),this.takeBackSeat()},this.onGameShown=e=>{let{table:t,game:n}=e.detail;this.shown={...this.shown,[t]:n}};let e=navigator.languages?.some(e=>e.toLowerCase().startsWith(`it`))?`it`:`en`;this.store=new Ht(window.localStorage,{lang:e}),this.display=new Gt(this.store),this.displayProvider=new a(this,{context:Ut,initialValue:this.display.value}),this.display.subscribe(e=>{this.displayProvider.setValue(e),this.requestUpdate()}),this.route=Fd(location.hash),this.takeBackSeat(),this.info=null,this.message=``,this.shown={}}connectedCallback(){super.connectedCallback(),window.addEventListener(`hashchange`,this.onHash),this.addEventListener(qt,this.onGameShown),this.boot()}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener(`hashchange`,this.onHash),this.removeEventListener(qt,this.onGameShown)}takeBackSeat(){this.route.page===`table`&&this.store.takeBack(this.route.id)}async boot(){try{if(this.info=await C.gameInfo(Td),!this.store.profile){let e=await Nd(this.store.settings.nickname);this.store.setProfile({id:e.id,secret:e.secret}),this.store.update({nickname:e.nickname})}}catch(e){this.message=e instanceof Error?e.message:String(e)}}async newGame(e){let t=this.store.settings,n=this.store.profile;this.message=``;try{let r=await C.create({game:Td,variant:t.variant,options:t.options,seats:[`human`,...Array.from({length:3},()=>`ai:${t.aiPlayer}`)],ai_delay_ms:t.aiDelayMs,training:e,...t.nickname.trim()?{names:{0:t.nickname.trim()}}:{},...n&&!e?{profiles:{0:n}}:{}}),i=r.tokens[0];this.store.addSeat({table:r.id,token:i,seat:0,mode:e?`training`:`single`,variant:t.variant,created:new Date().toISOString(),creator:!0}),await C.start(r.id,i),location.hash=`#/table/${r.id}`}catch(e){this.message=e instanceof Error?e.message:String(e)}}render(){let e=this.route,t=this.display.value.lang;return g`
      <header>
        <h1><a class="brand" href="#/">Circolo <span>${x(`web.tagline`)}</span></a></h1>
        <nav>
          <a href="#/" class=${e.page===`lobby`?`here`:``} data-testid="nav-lobby">${x(`web.nav.lobby`)}</a>
          <a href="#/stats" class=${e.page===`stats`?`here`:``} data-testid="stats">${x(`web.nav.stats`)}</a>
          <a href="#/settings" class=${e.page===`settings`?`here`:``} data-testid="settings">${x(`web.nav.settings`)}</a>
          ${this.renderHelpLink(e)}
          <select data-testid="language" aria-label=${x(`web.settings.language`)} @change=${e=>this.display.change({lang:e.target.value})}>
            ${Tt.map(e=>g`<option value=${e} ?selected=${e===t}>${e===`it`?`Italiano`:`English`}</option>`)}
          </select>
        </nav>
      </header>
      ${this.message?g`<p class="error banner" role="alert">${this.message}</p>`:_}
      <main
        @new-game=${e=>this.newGame(e.detail.training)}
        @display-change=${e=>this.display.change(e.detail)}
      >
        ${this.renderPage(e)}
      </main>
    `}renderHelpLink(e){let t=e.page===`help`?`here`:``;if(e.page!==`table`&&e.page!==`watch`)return g`<a href="#/help" class=${t} data-testid="help">${x(`web.nav.help`)}</a>`;let n=this.shown[e.id]??this.store.seatAt(e.id)?.game??Td;return g`<a href=${`#/help/${encodeURIComponent(n)}`} target="_blank" rel="noopener" data-testid="help">${x(`web.nav.help`)}</a>`}renderPage(e){switch(e.page){case`help`:return g`<help-view .store=${this.store} .first=${e.game??null}></help-view>`;case`settings`:return g`<settings-view .store=${this.store} .info=${this.info}></settings-view>`;case`stats`:return g`<stats-view .store=${this.store}></stats-view>`;case`replay`:if(e.evening){let t=e.evening;return mt(`evening-replay/${t.evening}/${t.round}/${t.table}/${t.board}`,g`<replay-page .board=${t}></replay-page>`)}return mt(`replay/${e.match??``}`,g`<replay-page .match=${e.match} .start=${e}></replay-page>`);case`evening-new`:return g`<evening-new .store=${this.store}></evening-new>`;case`evening`:return mt(`evening/${e.id}`,g`<evening-page .store=${this.store} .evening=${e.id} .code=${e.code}></evening-page>`);case`evening-board`:return mt(`evening/${e.id}/board/${e.board}`,g`<evening-board .evening=${e.id} .board=${e.board}></evening-board>`);case`watch`:{let t=Ed(this.shown[e.id]??Td),n={table:e.id,token:``,seat:0,mode:`multi`,variant:``,created:``,watching:!0};return t?mt(`watch/${e.id}/${t.name}`,t.view({seat:n,store:this.store,info:this.info})):g``}case`table`:{let t=this.store.seatAt(e.id);if(!t)return g`<div class="panel lost">
            <p>${x(`web.table.no_seat`)}</p>
            <a href="#/">${x(`web.result.lobby`)}</a>
          </div>`;let n=this.shown[e.id]??t.game,r=Ed(n);return r?mt(`${e.id}/${r.name}`,r.view({seat:t,store:this.store,info:this.info})):g`<div class="panel lost">
            <p>${x(`web.table.unknown_game`,{game:n??``})}</p>
            <a href="#/">${x(`web.result.lobby`)}</a>
          </div>`}default:return g`<lobby-view .store=${this.store} .joining=${e.page===`lobby`?e.joining??null:null}></lobby-view>`}}static{this.styles=[$,f`
      :host {
        display: block;
        min-height: 100vh;
        background: linear-gradient(160deg, #134429, #0d2f1c);
      }
      header {
        display: flex;
        justify-content: space-between;
        align-items: center;
        flex-wrap: wrap;
        gap: 0.5rem;
        padding: 0.5rem 1rem;
        min-height: 40px;
        background: #0d2f1c;
        color: var(--paper);
        border-bottom: 2px solid var(--gold);
      }
      /* the club's name is every page's heading; its look is the brand's */
      header h1 {
        margin: 0;
        font-size: inherit;
        font-weight: inherit;
        line-height: inherit;
      }
      .brand {
        font-family: Georgia, "Times New Roman", serif;
        font-size: 1.5rem;
        color: var(--gold);
        text-decoration: none;
        font-weight: 700;
      }
      .brand span {
        font-size: 0.85rem;
        color: var(--paper);
        opacity: 0.75;
        font-weight: 400;
        margin-left: 0.4rem;
      }
      nav {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1rem;
        align-items: center;
      }
      nav a {
        color: var(--paper);
        text-decoration: none;
        padding-bottom: 2px;
      }
      nav a.here {
        border-bottom: 2px solid var(--gold);
      }
      .banner {
        background: white;
        margin: 0;
        padding: 0.5rem 1rem;
      }
      .lost {
        max-width: 30rem;
        margin: 2rem auto;
      }
      @media (max-width: 640px) {
        .brand span {
          display: none;
        }
        nav {
          gap: 0.3rem 0.7rem;
          font-size: 0.95rem;
        }
      }
    `]}};customElements.define(`circolo-app`,Qf);