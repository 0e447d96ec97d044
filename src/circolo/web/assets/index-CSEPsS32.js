var e=Object.defineProperty,t=(t,n)=>{let r={};for(var i in t)e(r,i,{get:t[i],enumerable:!0});return n||e(r,Symbol.toStringTag,{value:`Module`}),r};(function(){let e=document.createElement(`link`).relList;if(e&&e.supports&&e.supports(`modulepreload`))return;for(let e of document.querySelectorAll(`link[rel="modulepreload"]`))n(e);new MutationObserver(e=>{for(let t of e)if(t.type===`childList`)for(let e of t.addedNodes)e.tagName===`LINK`&&e.rel===`modulepreload`&&n(e)}).observe(document,{childList:!0,subtree:!0});function t(e){let t={};return e.integrity&&(t.integrity=e.integrity),e.referrerPolicy&&(t.referrerPolicy=e.referrerPolicy),t.credentials=e.crossOrigin===`use-credentials`?`include`:e.crossOrigin===`anonymous`?`omit`:`same-origin`,t}function n(e){if(e.ep)return;e.ep=!0;let n=t(e);fetch(e.href,n)}})();var n=class extends Event{constructor(e,t,n,r){super(`context-request`,{bubbles:!0,composed:!0}),this.context=e,this.contextTarget=t,this.callback=n,this.subscribe=r??!1}};function r(e){return e}var i=class{constructor(e,t,n,r){if(this.subscribe=!1,this.provided=!1,this.value=void 0,this.t=(e,t)=>{this.unsubscribe&&(this.unsubscribe!==t&&(this.provided=!1,this.unsubscribe()),this.subscribe||this.unsubscribe()),this.value=e,this.host.requestUpdate(),this.provided&&!this.subscribe||(this.provided=!0,this.callback&&this.callback(e,t)),this.unsubscribe=t},this.host=e,t.context!==void 0){let e=t;this.context=e.context,this.callback=e.callback,this.subscribe=e.subscribe??!1}else this.context=t,this.callback=n,this.subscribe=r??!1;this.host.addController(this)}hostConnected(){this.dispatchRequest()}hostDisconnected(){this.unsubscribe&&=(this.unsubscribe(),void 0)}dispatchRequest(){this.host.dispatchEvent(new n(this.context,this.host,this.t,this.subscribe))}},a=class{get value(){return this.o}set value(e){this.setValue(e)}setValue(e,t=!1){let n=t||!Object.is(e,this.o);this.o=e,n&&this.updateObservers()}constructor(e){this.subscriptions=new Map,this.updateObservers=()=>{for(let[e,{disposer:t}]of this.subscriptions)e(this.o,t)},e!==void 0&&(this.value=e)}addCallback(e,t,n){if(!n)return void e(this.value);this.subscriptions.has(e)||this.subscriptions.set(e,{disposer:()=>{this.subscriptions.delete(e)},consumerHost:t});let{disposer:r}=this.subscriptions.get(e);e(this.value,r)}clearCallbacks(){this.subscriptions.clear()}},o=class extends Event{constructor(e,t){super(`context-provider`,{bubbles:!0,composed:!0}),this.context=e,this.contextTarget=t}},s=class extends a{constructor(e,t,r){super(t.context===void 0?r:t.initialValue),this.onContextRequest=e=>{if(e.context!==this.context)return;let t=e.contextTarget??e.composedPath()[0];t!==this.host&&(e.stopPropagation(),this.addCallback(e.callback,t,e.subscribe))},this.onProviderRequest=e=>{if(e.context!==this.context||(e.contextTarget??e.composedPath()[0])===this.host)return;let t=new Set;for(let[e,{consumerHost:r}]of this.subscriptions)t.has(e)||(t.add(e),r.dispatchEvent(new n(this.context,r,e,!0)));e.stopPropagation()},this.host=e,this.context=t.context===void 0?t:t.context,this.attachListeners(),this.host.addController?.(this)}attachListeners(){this.host.addEventListener(`context-request`,this.onContextRequest),this.host.addEventListener(`context-provider`,this.onProviderRequest)}hostConnected(){this.host.dispatchEvent(new o(this.context,this.host))}},c=globalThis,l=c.ShadowRoot&&(c.ShadyCSS===void 0||c.ShadyCSS.nativeShadow)&&`adoptedStyleSheets`in Document.prototype&&`replace`in CSSStyleSheet.prototype,u=Symbol(),d=new WeakMap,f=class{constructor(e,t,n){if(this._$cssResult$=!0,n!==u)throw Error("CSSResult is not constructable. Use `unsafeCSS` or `css` instead.");this.cssText=e,this.t=t}get styleSheet(){let e=this.o,t=this.t;if(l&&e===void 0){let n=t!==void 0&&t.length===1;n&&(e=d.get(t)),e===void 0&&((this.o=e=new CSSStyleSheet).replaceSync(this.cssText),n&&d.set(t,e))}return e}toString(){return this.cssText}},p=e=>new f(typeof e==`string`?e:e+``,void 0,u),m=(e,...t)=>new f(e.length===1?e[0]:t.reduce((t,n,r)=>t+(e=>{if(!0===e._$cssResult$)return e.cssText;if(typeof e==`number`)return e;throw Error(`Value passed to 'css' function must be a 'css' function result: `+e+`. Use 'unsafeCSS' to pass non-literal values, but take care to ensure page security.`)})(n)+e[r+1],e[0]),e,u),ee=(e,t)=>{if(l)e.adoptedStyleSheets=t.map(e=>e instanceof CSSStyleSheet?e:e.styleSheet);else for(let n of t){let t=document.createElement(`style`),r=c.litNonce;r!==void 0&&t.setAttribute(`nonce`,r),t.textContent=n.cssText,e.appendChild(t)}},te=l?e=>e:e=>e instanceof CSSStyleSheet?(e=>{let t=``;for(let n of e.cssRules)t+=n.cssText;return p(t)})(e):e,{is:ne,defineProperty:re,getOwnPropertyDescriptor:ie,getOwnPropertyNames:ae,getOwnPropertySymbols:oe,getPrototypeOf:se}=Object,ce=globalThis,le=ce.trustedTypes,ue=le?le.emptyScript:``,de=ce.reactiveElementPolyfillSupport,fe=(e,t)=>e,pe={toAttribute(e,t){switch(t){case Boolean:e=e?ue:null;break;case Object:case Array:e=e==null?e:JSON.stringify(e)}return e},fromAttribute(e,t){let n=e;switch(t){case Boolean:n=e!==null;break;case Number:n=e===null?null:Number(e);break;case Object:case Array:try{n=JSON.parse(e)}catch{n=null}}return n}},me=(e,t)=>!ne(e,t),he={attribute:!0,type:String,converter:pe,reflect:!1,useDefault:!1,hasChanged:me};Symbol.metadata??=Symbol(`metadata`),ce.litPropertyMetadata??=new WeakMap;var ge=class extends HTMLElement{static addInitializer(e){this._$Ei(),(this.l??=[]).push(e)}static get observedAttributes(){return this.finalize(),this._$Eh&&[...this._$Eh.keys()]}static createProperty(e,t=he){if(t.state&&(t.attribute=!1),this._$Ei(),this.prototype.hasOwnProperty(e)&&((t=Object.create(t)).wrapped=!0),this.elementProperties.set(e,t),!t.noAccessor){let n=Symbol(),r=this.getPropertyDescriptor(e,n,t);r!==void 0&&re(this.prototype,e,r)}}static getPropertyDescriptor(e,t,n){let{get:r,set:i}=ie(this.prototype,e)??{get(){return this[t]},set(e){this[t]=e}};return{get:r,set(t){let a=r?.call(this);i?.call(this,t),this.requestUpdate(e,a,n)},configurable:!0,enumerable:!0}}static getPropertyOptions(e){return this.elementProperties.get(e)??he}static _$Ei(){if(this.hasOwnProperty(fe(`elementProperties`)))return;let e=se(this);e.finalize(),e.l!==void 0&&(this.l=[...e.l]),this.elementProperties=new Map(e.elementProperties)}static finalize(){if(this.hasOwnProperty(fe(`finalized`)))return;if(this.finalized=!0,this._$Ei(),this.hasOwnProperty(fe(`properties`))){let e=this.properties,t=[...ae(e),...oe(e)];for(let n of t)this.createProperty(n,e[n])}let e=this[Symbol.metadata];if(e!==null){let t=litPropertyMetadata.get(e);if(t!==void 0)for(let[e,n]of t)this.elementProperties.set(e,n)}this._$Eh=new Map;for(let[e,t]of this.elementProperties){let n=this._$Eu(e,t);n!==void 0&&this._$Eh.set(n,e)}this.elementStyles=this.finalizeStyles(this.styles)}static finalizeStyles(e){let t=[];if(Array.isArray(e)){let n=new Set(e.flat(1/0).reverse());for(let e of n)t.unshift(te(e))}else e!==void 0&&t.push(te(e));return t}static _$Eu(e,t){let n=t.attribute;return!1===n?void 0:typeof n==`string`?n:typeof e==`string`?e.toLowerCase():void 0}constructor(){super(),this._$Ep=void 0,this.isUpdatePending=!1,this.hasUpdated=!1,this._$Em=null,this._$Ev()}_$Ev(){this._$ES=new Promise(e=>this.enableUpdating=e),this._$AL=new Map,this._$E_(),this.requestUpdate(),this.constructor.l?.forEach(e=>e(this))}addController(e){(this._$EO??=new Set).add(e),this.renderRoot!==void 0&&this.isConnected&&e.hostConnected?.()}removeController(e){this._$EO?.delete(e)}_$E_(){let e=new Map,t=this.constructor.elementProperties;for(let n of t.keys())this.hasOwnProperty(n)&&(e.set(n,this[n]),delete this[n]);e.size>0&&(this._$Ep=e)}createRenderRoot(){let e=this.shadowRoot??this.attachShadow(this.constructor.shadowRootOptions);return ee(e,this.constructor.elementStyles),e}connectedCallback(){this.renderRoot??=this.createRenderRoot(),this.enableUpdating(!0),this._$EO?.forEach(e=>e.hostConnected?.())}enableUpdating(e){}disconnectedCallback(){this._$EO?.forEach(e=>e.hostDisconnected?.())}attributeChangedCallback(e,t,n){this._$AK(e,n)}_$ET(e,t){let n=this.constructor.elementProperties.get(e),r=this.constructor._$Eu(e,n);if(r!==void 0&&!0===n.reflect){let i=(n.converter?.toAttribute===void 0?pe:n.converter).toAttribute(t,n.type);this._$Em=e,i==null?this.removeAttribute(r):this.setAttribute(r,i),this._$Em=null}}_$AK(e,t){let n=this.constructor,r=n._$Eh.get(e);if(r!==void 0&&this._$Em!==r){let e=n.getPropertyOptions(r),i=typeof e.converter==`function`?{fromAttribute:e.converter}:e.converter?.fromAttribute===void 0?pe:e.converter;this._$Em=r;let a=i.fromAttribute(t,e.type);this[r]=a??this._$Ej?.get(r)??a,this._$Em=null}}requestUpdate(e,t,n,r=!1,i){if(e!==void 0){let a=this.constructor;if(!1===r&&(i=this[e]),n??=a.getPropertyOptions(e),!((n.hasChanged??me)(i,t)||n.useDefault&&n.reflect&&i===this._$Ej?.get(e)&&!this.hasAttribute(a._$Eu(e,n))))return;this.C(e,t,n)}!1===this.isUpdatePending&&(this._$ES=this._$EP())}C(e,t,{useDefault:n,reflect:r,wrapped:i},a){n&&!(this._$Ej??=new Map).has(e)&&(this._$Ej.set(e,a??t??this[e]),!0!==i||a!==void 0)||(this._$AL.has(e)||(this.hasUpdated||n||(t=void 0),this._$AL.set(e,t)),!0===r&&this._$Em!==e&&(this._$Eq??=new Set).add(e))}async _$EP(){this.isUpdatePending=!0;try{await this._$ES}catch(e){Promise.reject(e)}let e=this.scheduleUpdate();return e!=null&&await e,!this.isUpdatePending}scheduleUpdate(){return this.performUpdate()}performUpdate(){if(!this.isUpdatePending)return;if(!this.hasUpdated){if(this.renderRoot??=this.createRenderRoot(),this._$Ep){for(let[e,t]of this._$Ep)this[e]=t;this._$Ep=void 0}let e=this.constructor.elementProperties;if(e.size>0)for(let[t,n]of e){let{wrapped:e}=n,r=this[t];!0!==e||this._$AL.has(t)||r===void 0||this.C(t,void 0,n,r)}}let e=!1,t=this._$AL;try{e=this.shouldUpdate(t),e?(this.willUpdate(t),this._$EO?.forEach(e=>e.hostUpdate?.()),this.update(t)):this._$EM()}catch(t){throw e=!1,this._$EM(),t}e&&this._$AE(t)}willUpdate(e){}_$AE(e){this._$EO?.forEach(e=>e.hostUpdated?.()),this.hasUpdated||(this.hasUpdated=!0,this.firstUpdated(e)),this.updated(e)}_$EM(){this._$AL=new Map,this.isUpdatePending=!1}get updateComplete(){return this.getUpdateComplete()}getUpdateComplete(){return this._$ES}shouldUpdate(e){return!0}update(e){this._$Eq&&=this._$Eq.forEach(e=>this._$ET(e,this[e])),this._$EM()}updated(e){}firstUpdated(e){}};ge.elementStyles=[],ge.shadowRootOptions={mode:`open`},ge[fe(`elementProperties`)]=new Map,ge[fe(`finalized`)]=new Map,de?.({ReactiveElement:ge}),(ce.reactiveElementVersions??=[]).push(`2.1.2`);var _e=globalThis,ve=e=>e,ye=_e.trustedTypes,be=ye?ye.createPolicy(`lit-html`,{createHTML:e=>e}):void 0,xe=`$lit$`,h=`lit$${Math.random().toFixed(9).slice(2)}$`,Se=`?`+h,Ce=`<${Se}>`,g=document,we=()=>g.createComment(``),Te=e=>e===null||typeof e!=`object`&&typeof e!=`function`,Ee=Array.isArray,De=e=>Ee(e)||typeof e?.[Symbol.iterator]==`function`,Oe=`[ 	
\f\r]`,ke=/<(?:(!--|\/[^a-zA-Z])|(\/?[a-zA-Z][^>\s]*)|(\/?$))/g,Ae=/-->/g,je=/>/g,_=RegExp(`>|${Oe}(?:([^\\s"'>=/]+)(${Oe}*=${Oe}*(?:[^ \t\n\f\r"'\`<>=]|("|')|))|$)`,`g`),Me=/'/g,Ne=/"/g,Pe=/^(?:script|style|textarea|title)$/i,Fe=e=>(t,...n)=>({_$litType$:e,strings:t,values:n}),v=Fe(1),Ie=Fe(2),y=Symbol.for(`lit-noChange`),b=Symbol.for(`lit-nothing`),Le=new WeakMap,x=g.createTreeWalker(g,129);function Re(e,t){if(!Ee(e)||!e.hasOwnProperty(`raw`))throw Error(`invalid template strings array`);return be===void 0?t:be.createHTML(t)}var ze=(e,t)=>{let n=e.length-1,r=[],i,a=t===2?`<svg>`:t===3?`<math>`:``,o=ke;for(let t=0;t<n;t++){let n=e[t],s,c,l=-1,u=0;for(;u<n.length&&(o.lastIndex=u,c=o.exec(n),c!==null);)u=o.lastIndex,o===ke?c[1]===`!--`?o=Ae:c[1]===void 0?c[2]===void 0?c[3]!==void 0&&(o=_):(Pe.test(c[2])&&(i=RegExp(`</`+c[2],`g`)),o=_):o=je:o===_?c[0]===`>`?(o=i??ke,l=-1):c[1]===void 0?l=-2:(l=o.lastIndex-c[2].length,s=c[1],o=c[3]===void 0?_:c[3]===`"`?Ne:Me):o===Ne||o===Me?o=_:o===Ae||o===je?o=ke:(o=_,i=void 0);let d=o===_&&e[t+1].startsWith(`/>`)?` `:``;a+=o===ke?n+Ce:l>=0?(r.push(s),n.slice(0,l)+xe+n.slice(l)+h+d):n+h+(l===-2?t:d)}return[Re(e,a+(e[n]||`<?>`)+(t===2?`</svg>`:t===3?`</math>`:``)),r]},Be=class e{constructor({strings:t,_$litType$:n},r){let i;this.parts=[];let a=0,o=0,s=t.length-1,c=this.parts,[l,u]=ze(t,n);if(this.el=e.createElement(l,r),x.currentNode=this.el.content,n===2||n===3){let e=this.el.content.firstChild;e.replaceWith(...e.childNodes)}for(;(i=x.nextNode())!==null&&c.length<s;){if(i.nodeType===1){if(i.hasAttributes())for(let e of i.getAttributeNames())if(e.endsWith(xe)){let t=u[o++],n=i.getAttribute(e).split(h),r=/([.?@])?(.*)/.exec(t);c.push({type:1,index:a,name:r[2],strings:n,ctor:r[1]===`.`?We:r[1]===`?`?Ge:r[1]===`@`?Ke:Ue}),i.removeAttribute(e)}else e.startsWith(h)&&(c.push({type:6,index:a}),i.removeAttribute(e));if(Pe.test(i.tagName)){let e=i.textContent.split(h),t=e.length-1;if(t>0){i.textContent=ye?ye.emptyScript:``;for(let n=0;n<t;n++)i.append(e[n],we()),x.nextNode(),c.push({type:2,index:++a});i.append(e[t],we())}}}else if(i.nodeType===8){if(i.data===Se)c.push({type:2,index:a});else{let e=-1;for(;(e=i.data.indexOf(h,e+1))!==-1;)c.push({type:7,index:a}),e+=h.length-1}}a++}}static createElement(e,t){let n=g.createElement(`template`);return n.innerHTML=e,n}};function S(e,t,n=e,r){if(t===y)return t;let i=r===void 0?n._$Cl:n._$Co?.[r],a=Te(t)?void 0:t._$litDirective$;return i?.constructor!==a&&(i?._$AO?.(!1),a===void 0?i=void 0:(i=new a(e),i._$AT(e,n,r)),r===void 0?n._$Cl=i:(n._$Co??=[])[r]=i),i!==void 0&&(t=S(e,i._$AS(e,t.values),i,r)),t}var Ve=class{constructor(e,t){this._$AV=[],this._$AN=void 0,this._$AD=e,this._$AM=t}get parentNode(){return this._$AM.parentNode}get _$AU(){return this._$AM._$AU}u(e){let{el:{content:t},parts:n}=this._$AD,r=(e?.creationScope??g).importNode(t,!0);x.currentNode=r;let i=x.nextNode(),a=0,o=0,s=n[0];for(;s!==void 0;){if(a===s.index){let t;s.type===2?t=new He(i,i.nextSibling,this,e):s.type===1?t=new s.ctor(i,s.name,s.strings,this,e):s.type===6&&(t=new qe(i,this,e)),this._$AV.push(t),s=n[++o]}a!==s?.index&&(i=x.nextNode(),a++)}return x.currentNode=g,r}p(e){let t=0;for(let n of this._$AV)n!==void 0&&(n.strings===void 0?n._$AI(e[t]):(n._$AI(e,n,t),t+=n.strings.length-2)),t++}},He=class e{get _$AU(){return this._$AM?._$AU??this._$Cv}constructor(e,t,n,r){this.type=2,this._$AH=b,this._$AN=void 0,this._$AA=e,this._$AB=t,this._$AM=n,this.options=r,this._$Cv=r?.isConnected??!0}get parentNode(){let e=this._$AA.parentNode,t=this._$AM;return t!==void 0&&e?.nodeType===11&&(e=t.parentNode),e}get startNode(){return this._$AA}get endNode(){return this._$AB}_$AI(e,t=this){e=S(this,e,t),Te(e)?e===b||e==null||e===``?(this._$AH!==b&&this._$AR(),this._$AH=b):e!==this._$AH&&e!==y&&this._(e):e._$litType$===void 0?e.nodeType===void 0?De(e)?this.k(e):this._(e):this.T(e):this.$(e)}O(e){return this._$AA.parentNode.insertBefore(e,this._$AB)}T(e){this._$AH!==e&&(this._$AR(),this._$AH=this.O(e))}_(e){this._$AH!==b&&Te(this._$AH)?this._$AA.nextSibling.data=e:this.T(g.createTextNode(e)),this._$AH=e}$(e){let{values:t,_$litType$:n}=e,r=typeof n==`number`?this._$AC(e):(n.el===void 0&&(n.el=Be.createElement(Re(n.h,n.h[0]),this.options)),n);if(this._$AH?._$AD===r)this._$AH.p(t);else{let e=new Ve(r,this),n=e.u(this.options);e.p(t),this.T(n),this._$AH=e}}_$AC(e){let t=Le.get(e.strings);return t===void 0&&Le.set(e.strings,t=new Be(e)),t}k(t){Ee(this._$AH)||(this._$AH=[],this._$AR());let n=this._$AH,r,i=0;for(let a of t)i===n.length?n.push(r=new e(this.O(we()),this.O(we()),this,this.options)):r=n[i],r._$AI(a),i++;i<n.length&&(this._$AR(r&&r._$AB.nextSibling,i),n.length=i)}_$AR(e=this._$AA.nextSibling,t){for(this._$AP?.(!1,!0,t);e!==this._$AB;){let t=ve(e).nextSibling;ve(e).remove(),e=t}}setConnected(e){this._$AM===void 0&&(this._$Cv=e,this._$AP?.(e))}},Ue=class{get tagName(){return this.element.tagName}get _$AU(){return this._$AM._$AU}constructor(e,t,n,r,i){this.type=1,this._$AH=b,this._$AN=void 0,this.element=e,this.name=t,this._$AM=r,this.options=i,n.length>2||n[0]!==``||n[1]!==``?(this._$AH=Array(n.length-1).fill(new String),this.strings=n):this._$AH=b}_$AI(e,t=this,n,r){let i=this.strings,a=!1;if(i===void 0)e=S(this,e,t,0),a=!Te(e)||e!==this._$AH&&e!==y,a&&(this._$AH=e);else{let r=e,o,s;for(e=i[0],o=0;o<i.length-1;o++)s=S(this,r[n+o],t,o),s===y&&(s=this._$AH[o]),a||=!Te(s)||s!==this._$AH[o],s===b?e=b:e!==b&&(e+=(s??``)+i[o+1]),this._$AH[o]=s}a&&!r&&this.j(e)}j(e){e===b?this.element.removeAttribute(this.name):this.element.setAttribute(this.name,e??``)}},We=class extends Ue{constructor(){super(...arguments),this.type=3}j(e){this.element[this.name]=e===b?void 0:e}},Ge=class extends Ue{constructor(){super(...arguments),this.type=4}j(e){this.element.toggleAttribute(this.name,!!e&&e!==b)}},Ke=class extends Ue{constructor(e,t,n,r,i){super(e,t,n,r,i),this.type=5}_$AI(e,t=this){if((e=S(this,e,t,0)??b)===y)return;let n=this._$AH,r=e===b&&n!==b||e.capture!==n.capture||e.once!==n.once||e.passive!==n.passive,i=e!==b&&(n===b||r);r&&this.element.removeEventListener(this.name,this,n),i&&this.element.addEventListener(this.name,this,e),this._$AH=e}handleEvent(e){typeof this._$AH==`function`?this._$AH.call(this.options?.host??this.element,e):this._$AH.handleEvent(e)}},qe=class{constructor(e,t,n){this.element=e,this.type=6,this._$AN=void 0,this._$AM=t,this.options=n}get _$AU(){return this._$AM._$AU}_$AI(e){S(this,e)}},Je={M:xe,P:h,A:Se,C:1,L:ze,R:Ve,D:De,V:S,I:He,H:Ue,N:Ge,U:Ke,B:We,F:qe},Ye=_e.litHtmlPolyfillSupport;Ye?.(Be,He),(_e.litHtmlVersions??=[]).push(`3.3.3`);var Xe=(e,t,n)=>{let r=n?.renderBefore??t,i=r._$litPart$;if(i===void 0){let e=n?.renderBefore??null;r._$litPart$=i=new He(t.insertBefore(we(),e),e,void 0,n??{})}return i._$AI(e),i},Ze=globalThis,C=class extends ge{constructor(){super(...arguments),this.renderOptions={host:this},this._$Do=void 0}createRenderRoot(){let e=super.createRenderRoot();return this.renderOptions.renderBefore??=e.firstChild,e}update(e){let t=this.render();this.hasUpdated||(this.renderOptions.isConnected=this.isConnected),super.update(e),this._$Do=Xe(t,this.renderRoot,this.renderOptions)}connectedCallback(){super.connectedCallback(),this._$Do?.setConnected(!0)}disconnectedCallback(){super.disconnectedCallback(),this._$Do?.setConnected(!1)}render(){return y}};C._$litElement$=!0,C.finalized=!0,Ze.litElementHydrateSupport?.({LitElement:C});var Qe=Ze.litElementPolyfillSupport;Qe?.({LitElement:C}),(Ze.litElementVersions??=[]).push(`4.2.2`);var $e={ATTRIBUTE:1,CHILD:2,PROPERTY:3,BOOLEAN_ATTRIBUTE:4,EVENT:5,ELEMENT:6},et=e=>(...t)=>({_$litDirective$:e,values:t}),tt=class{constructor(e){}get _$AU(){return this._$AM._$AU}_$AT(e,t,n){this._$Ct=e,this._$AM=t,this._$Ci=n}_$AS(e,t){return this.update(e,t)}update(e,t){return this.render(...t)}},{I:nt}=Je,rt=e=>e,it=()=>document.createComment(``),at=(e,t,n)=>{let r=e._$AA.parentNode,i=t===void 0?e._$AB:t._$AA;if(n===void 0)n=new nt(r.insertBefore(it(),i),r.insertBefore(it(),i),e,e.options);else{let t=n._$AB.nextSibling,a=n._$AM,o=a!==e;if(o){let t;n._$AQ?.(e),n._$AM=e,n._$AP!==void 0&&(t=e._$AU)!==a._$AU&&n._$AP(t)}if(t!==i||o){let e=n._$AA;for(;e!==t;){let t=rt(e).nextSibling;rt(r).insertBefore(e,i),e=t}}}return n},w=(e,t,n=e)=>(e._$AI(t,n),e),ot={},st=(e,t=ot)=>e._$AH=t,ct=e=>e._$AH,lt=e=>{e._$AR(),e._$AA.remove()},ut=et(class extends tt{constructor(){super(...arguments),this.key=b}render(e,t){return this.key=e,t}update(e,[t,n]){return t!==this.key&&(st(e),this.key=t),n}}),dt={"suit.d":`denari`,"suit.c":`coppe`,"suit.s":`spade`,"suit.b":`bastoni`,"card.name":`{rank} di {suit}`,"card.suit.d":`denari`,"card.suit.c":`coppe`,"card.suit.s":`spade`,"card.suit.b":`bastoni`,"card.rank.A":`Asso`,"card.rank.2":`Due`,"card.rank.3":`Tre`,"card.rank.4":`Quattro`,"card.rank.5":`Cinque`,"card.rank.6":`Sei`,"card.rank.7":`Sette`,"card.rank.F":`Fante`,"card.rank.C":`Cavallo`,"card.rank.R":`Re`,"variant.classico":`iTressette X4: ai 31, accuse conteggiate, cappotto, busso / striscio / volo`,"variant.ai-tressette":`A.I. Tressette: ai 41, accuse dichiarate ma non conteggiate, solo dichiarazioni vere`,"variant.bredese":`tre.exe, Breda Cisoni: ai 101, ognuno dichiara al suo turno (cioca)`,"variant.chitarrella":`tre.exe, secondo Chitarrella (1750 circa): ai 31, busso / striscio / piombo`,"variant.romana":`tre.exe, Roma: al meglio delle 3 ai 41, bella ai 41, ci si tira fuori, molte dichiarazioni`,"variant.neutra":`tre.exe, senza patria: ai 31, senza accuse, solo dichiarazioni vere`,"web.tagline":`il circolo di Tressette e Pinnacola`,"web.default_nickname":`Giocatore`,"web.close":`Chiudi`,"web.nav.lobby":`Sala`,"web.nav.stats":`Statistiche`,"web.nav.settings":`Impostazioni`,"web.accusa.napoletana":`Napoletana di {suit} · {points}`,"web.accusa.tre-tre":`Tre tre (senza {suit}) · {points}`,"web.accusa.tre-due":`Tre due (senza {suit}) · {points}`,"web.accusa.tre-assi":`Tre assi (senza {suit}) · {points}`,"web.accusa.quattro-tre":`Quattro tre · {points}`,"web.accusa.quattro-due":`Quattro due · {points}`,"web.accusa.quattro-assi":`Quattro assi · {points}`,"web.accusa.hidden":`accusa da {points}`,"web.accusa.title":`Accusa (buongioco)`,"web.deck.napoletane":`Napoletane`,"web.deck.piacentine":`Piacentine`,"web.deck.francesi":`Francesi`,"web.lobby.single":`Gioca da solo`,"web.lobby.single_hint":`Tu e il tuo compagno contro due avversari: gli altri tre posti sono giocatori del computer. Variante: {variant} (si cambia nelle impostazioni).`,"web.lobby.training":`Allenamento`,"web.lobby.training_hint":`Carte di tutti scoperte, pausa a ogni presa con le ragioni di ogni giocata, suggerimenti su richiesta. Non conta nelle statistiche.`,"web.lobby.new_game":`Nuova partita`,"web.lobby.resume":`Riprendi la partita ({variant})`,"web.lobby.other_games":`Altre partite interrotte:`,"web.lobby.create":`Crea un tavolo`,"web.lobby.create_button":`Crea il tavolo`,"web.lobby.seat_you":`Posto 1: tu`,"web.lobby.seat_partner":`Posto {n} (compagno)`,"web.lobby.seat_opponent":`Posto {n} (avversario)`,"web.lobby.seat_open":`libero per un amico`,"web.lobby.seat_ai":`computer`,"web.lobby.seat_ai_random":`computer principiante`,"web.lobby.join":`Unisciti a un tavolo`,"web.lobby.your_tables":`I tuoi tavoli:`,"web.lobby.no_tables":`Nessun tavolo in attesa per ora.`,"web.lobby.join_hint":`Gli amici sulla stessa rete aprono http://{address}/ (con l'indirizzo di questo computer al posto di localhost) e scelgono un posto.`,"web.lobby.take_seat":`Siediti al posto {n}`,"web.options.variant":`Variante`,"web.options.title":`Opzioni`,"web.options.changed":`{n} cambiate`,"web.options.reset":`Torna alle regole della variante`,"web.options.same_target":`come le altre`,"web.option.target":`Punti per vincere una partita`,"web.option.best_of":`Partite dell'incontro (al meglio di)`,"web.option.decider_target":`Punti della bella`,"web.option.cappotto":`Cappotto: tutti gli 11 punti vincono la partita`,"web.option.accuse":`Accuse`,"web.option.accuse_timing":`Quando si accusa`,"web.option.accuse_ends_game":`Ci si tira fuori con le accuse`,"web.option.redeal_under_one_point":`Si ridà a chi ha meno di un punto`,"web.option.redeal_three_sevens":`Si ridà a chi ha tre sette`,"web.option.signals":`Dichiarazioni (segnali)`,"web.option.false_signals":`Dichiarazioni false ammesse`,"web.choice.accuse.off":`nessuna`,"web.choice.accuse.declare":`dichiarate, non contano`,"web.choice.accuse.score":`dichiarate e contate`,"web.choice.accuse_timing.after-own-card":`dopo la propria prima carta`,"web.choice.accuse_timing.end-of-first-trick":`alla fine della prima presa`,"web.choice.signals.none":`nessuna`,"web.choice.signals.classico":`classiche: busso, striscio, volo`,"web.choice.signals.ai-tressette":`A.I. Tressette`,"web.choice.signals.bredese":`bredesi (cioca)`,"web.choice.signals.chitarrella":`Chitarrella`,"web.choice.signals.romana":`romane`,"web.choice.signals.neutra":`neutre`,"web.choice.best_of.1":`1 partita`,"web.choice.best_of.3":`al meglio delle 3`,"web.choice.best_of.5":`al meglio delle 5`,"web.result.won":`Avete vinto!`,"web.result.lost":`Hanno vinto gli avversari`,"web.result.ended":`Incontro finito`,"web.result.again":`Un'altra partita`,"web.result.lobby":`Torna alla sala`,"web.score.target":`ai {target}`,"web.score.games":`partite {us}–{them}`,"web.seat.ai":`Computer`,"web.seat.ai_plays":`gioca il computer`,"web.seat.ai_plays_title":`Il giocatore è uscito: il computer gioca al suo posto finché non torna.`,"web.seat.away":`assente`,"web.seat.cards_left":`{n} carte in mano`,"web.seat.open":`posto libero`,"web.seat.partner":`compagno`,"web.seat.you":`tu`,"web.settings.title":`Impostazioni`,"web.settings.nickname":`Soprannome`,"web.settings.nickname_hint":`Il soprannome si vede al tavolo e in classifica; cambiarlo non azzera le statistiche.`,"web.settings.save":`Salva`,"web.settings.saved":`Salvato.`,"web.settings.language":`Lingua`,"web.settings.deck":`Mazzo`,"web.settings.sounds":`Suoni`,"web.settings.ai_delay":`Attesa del computer prima di giocare`,"web.settings.ms":`{ms} ms`,"web.settings.game":`Variante e opzioni delle nuove partite`,"web.signals.label":`Dichiara`,"web.sound.on":`Suoni: sì`,"web.sound.off":`Suoni: no`,"web.stats.title":`Le statistiche di {name}`,"web.stats.games":`Incontri`,"web.stats.wins":`Vinti`,"web.stats.rate":`%`,"web.stats.single":`Da solo`,"web.stats.multi":`Con altri`,"web.stats.over_time":`Nel tempo`,"web.stats.chart":`Percentuale di incontri vinti nel tempo`,"web.stats.no_games":`Ancora nessun incontro finito.`,"web.stats.won":`vinto`,"web.stats.lost":`perso`,"web.stats.partners":`Per compagno`,"web.stats.partner":`Compagno`,"web.stats.no_partners":`Ancora nessun incontro con altre persone.`,"web.stats.training_note":`Le partite di allenamento non contano.`,"web.stats.reset":`Azzera le statistiche`,"web.stats.reset_confirm":`Azzerare davvero tutte le statistiche?`,"web.stats.leaderboard":`Classifica`,"web.stats.player":`Giocatore`,"web.stats.rating":`Punteggio`,"web.stats.empty_board":`Nessuno in classifica per questa variante.`,"web.summary.title":`Fine della mano`,"web.summary.thirds":`Terzi presi`,"web.summary.last_trick":`Ultima presa`,"web.summary.card_points":`Punti di mazzo`,"web.summary.accuse":`Accuse`,"web.summary.points":`Punti della mano`,"web.summary.game_score":`Punteggio della partita`,"web.summary.cappotto_us":`Cappotto! Avete preso tutti i punti.`,"web.summary.cappotto_them":`Cappotto per gli avversari.`,"web.summary.match":`L'incontro`,"web.summary.game_n":`Partita {n}`,"web.summary.games_won":`Partite vinte`,"web.summary.next_hand":`Prossima mano`,"web.summary.waiting_for":`Si aspetta: {names}`,"web.table.connecting":`Collegamento al tavolo…`,"web.table.reconnecting":`riconnessione…`,"web.table.last_trick":`Ultima presa`,"web.table.trick_taken_by":`Presa da {name}.`,"web.table.leave":`Lascia il tavolo`,"web.table.leave_confirm":`Lasciare il tavolo? Il computer prenderà il tuo posto; potrai tornare dalla sala.`,"web.table.pause":`Sospendi`,"web.table.no_seat":`Non hai un posto a questo tavolo su questo browser.`,"web.table.unknown_game":`Questo browser non sa mostrare un tavolo di {game}: ricarica la pagina per il client più recente.`,"web.table.your_turn":`Tocca a te`,"web.table.turn_of":`Tocca a {name}`,"web.table.your_hand":`Le tue carte`,"web.team.us":`Noi`,"web.team.them":`Loro`,"web.training.badge":`Allenamento`,"web.training.stop":`Presa finita: guarda il perché di ogni carta.`,"web.training.continue":`Continua`,"web.training.why":`perché?`,"web.training.why_title":`Perché ha giocato questa carta`,"web.training.no_reasons":`Nessuna spiegazione: ha giocato una persona.`,"web.training.suggest":`Suggerisci`,"web.training.suggested":`Il computer giocherebbe {card}`,"web.waiting.title":`Sala d'attesa`,"web.waiting.share":`Manda questo indirizzo agli amici sulla stessa rete:`,"web.waiting.start":`Inizia la partita`,"web.waiting.start_hint":`I posti ancora liberi li prende il computer.`,"web.waiting.wait_creator":`Si aspetta che chi ha creato il tavolo inizi la partita.`,"web.error.no_server":`Il server non risponde: è ancora acceso?`,"web.error.connection_lost":`Connessione persa: riconnessione…`,"web.error.not_connected":`Non connesso: riconnessione in corso, riprova tra un attimo.`,"web.error.closed_no_seat":`Questo posto non è più tuo: torna nella sala.`,"web.error.closed_no_table":`Questo tavolo non è più sul server.`,"web.error.closed_replaced":`Il tavolo è stato aperto in un'altra finestra o su un altro dispositivo: gioca lì, o ricarica questa pagina per giocare qui.`,"web.error.closed_left":`Hai lasciato il tavolo.`,"web.error.closed_gone":`La partita è finita e il tavolo è stato chiuso; la sua registrazione resta nelle tue statistiche.`,"web.lobby.seat_ai_pimc":`computer esperto (pimc)`,"web.settings.ai_player":`Giocatori del computer`,"web.settings.ai_player_hint":`Il computer esperto conta le carte fino in fondo nelle ultime passate (ricerca pimc): più forte, un po' più lento a giocare.`,"card.french.name":`{rank} di {suit}`,"card.french.joker":`Jolly`,"card.french.rank.A":`Asso`,"card.french.rank.2":`Due`,"card.french.rank.3":`Tre`,"card.french.rank.4":`Quattro`,"card.french.rank.5":`Cinque`,"card.french.rank.6":`Sei`,"card.french.rank.7":`Sette`,"card.french.rank.8":`Otto`,"card.french.rank.9":`Nove`,"card.french.rank.T":`Dieci`,"card.french.rank.J":`Fante`,"card.french.rank.Q":`Regina`,"card.french.rank.K":`Re`,"card.french.suit.h":`cuori`,"card.french.suit.d":`quadri`,"card.french.suit.c":`fiori`,"card.french.suit.s":`picche`,"web.pin.title":`Pinnacola`,"web.pin.lobby_hint":`Due mazzi francesi con i jolly, 2 o 4 giocatori: cala tris e scale, chiudi scartando l'ultima carta.`,"web.pin.new_game":`Nuova partita a Pinnacola`,"web.pin.seat.medium":`Computer (medio)`,"web.pin.seat.weak":`Computer (debole)`,"web.pin.seat.strong":`Computer (forte)`,"web.pin.seat.mixed":`Computer (Casuale)`,"web.pin.seat.random":`Computer (mosse a caso)`,"web.pin.seat.open":`Libero per un amico`,"web.pin.leave_confirm":`Lasciare la partita? Il computer prende il tuo posto, e abbandonare vale -1500 in classifica.`,"web.pin.single_hand":`Una smazzata`,"web.pin.hand_number":`smazzata {n}`,"web.pin.partner":`compagno`,"web.pin.opponent":`avversario`,"web.pin.opened":`aperto`,"web.pin.cards_left":`{n} carte in mano`,"web.pin.known":`Carte viste prendere dal pozzo`,"web.pin.no_melds":`Ancora nessuna combinazione`,"web.pin.our_melds":`Le nostre combinazioni`,"web.pin.their_melds":`Le loro combinazioni`,"web.pin.meld_title":`Combinazione {n}: {points} punti. Clicca per sceglierla per attaccare o scambiare.`,"web.pin.draw_stock":`Pesca la prima carta del tallone`,"web.pin.stock":`Tallone: {n}`,"web.pin.end_hand":`Non prendere nulla: chiudi la smazzata`,"web.pin.pile":`Pozzo degli scarti, dalla carta in fondo`,"web.pin.pile_empty":`Il pozzo è vuoto`,"web.pin.take_with":`Prendi {card} e le {n} carte sopra`,"web.pin.take_pile":`Prendi dal pozzo`,"web.pin.pile_unusable":`Questa carta non potresti calarla in questo turno.`,"web.pin.prompt_draw":`Tocca a te: pesca dal tallone, o scegli una carta del pozzo.`,"web.pin.prompt_meld":`Seleziona le carte da calare, attaccare o scambiare; poi seleziona una carta e scartala.`,"web.pin.waiting_for":`Gioca {name}…`,"web.pin.must_use":`Prima di scartare, usa in una combinazione: {cards}`,"web.pin.meld":`Cala`,"web.pin.attach":`Attacca`,"web.pin.swap":`Scambia la matta`,"web.pin.discard":`Scarta`,"web.pin.undo":`Annulla le calate`,"web.pin.clear":`Deseleziona`,"web.pin.meld_chosen":`Scelta la combinazione {n}.`,"web.pin.choose_meaning":`La matta può valere più carte: scegli`,"web.pin.hand_over":`Fine della smazzata {n}`,"web.pin.match_score":`Punteggio: noi {us}, loro {them}`,"web.pin.level":`Smazzata pari`,"web.pin.pinnacolone":`Un pinnacolone ha chiuso la partita!`,"web.pin.waiting_others":`In attesa degli altri…`,"web.pin.result.melded":`Calato`,"web.pin.result.in_hand":`Rimasto in mano`,"web.pin.result.closing":`Chiusura`,"web.pin.result.not_opened":`Non aperto`,"web.pin.result.total":`Totale della smazzata`,"web.pin.board":`Classifica di Pinnacola`,"web.pin.board_points":`Punti`,"web.pin.board_all_time":`Sempre`,"web.option.players":`Giocatori`,"web.option.cards_per_hand":`Carte a ciascun giocatore`,"web.option.pinelle":`Pinelle (i 2 neri sono matte)`,"web.option.jokers":`Jolly nel mazzo`,"web.option.max_wild_per_meld":`Matte per combinazione`,"web.option.four_jokers_meld":`Quattro jolly sono una combinazione (400)`,"web.option.direction":`Senso di gioco`,"web.option.mode":`Partita`,"web.options.null.max_wild_per_meld":`nessun limite`,"web.choice.direction.clockwise":`orario`,"web.choice.direction.anticlockwise":`antiorario`,"web.choice.mode.single":`una smazzata`,"web.choice.mode.points":`a punti`,"variant.standard":`Pinnacola come in rules.md: 13 carte, jolly, una matta per combinazione, partita a 1500.`,"web.pin.board_rules":`Partite contro il computer: una vittoria vale i punti della tua squadra, una sconfitta 0, abbandonare una partita -1500.`,"web.pin.take_one":`Prendi {card}`},ft={"suit.d":`denari`,"suit.c":`coppe`,"suit.s":`spade`,"suit.b":`bastoni`,"card.name":`{rank} of {suit}`,"card.suit.d":`Coins`,"card.suit.c":`Cups`,"card.suit.s":`Swords`,"card.suit.b":`Clubs`,"card.rank.A":`Ace`,"card.rank.2":`Two`,"card.rank.3":`Three`,"card.rank.4":`Four`,"card.rank.5":`Five`,"card.rank.6":`Six`,"card.rank.7":`Seven`,"card.rank.F":`Jack`,"card.rank.C":`Knight`,"card.rank.R":`King`,"variant.classico":`iTressette X4: to 31, accuse scored, cappotto, busso / striscio / volo`,"variant.ai-tressette":`A.I. Tressette: to 41, accuse declared but not scored, true signals only`,"variant.bredese":`tre.exe, Breda Cisoni: to 101, anyone signals on his turn (cioca)`,"variant.chitarrella":`tre.exe, after Chitarrella (c. 1750): to 31, busso / striscio / piombo`,"variant.romana":`tre.exe, Rome: best of 3 to 41, bella to 41, tirarsi fuori, many signals`,"variant.neutra":`tre.exe, no region: to 31, no accuse, true signals only`,"web.tagline":`the Tressette and Pinnacola club`,"web.default_nickname":`Player`,"web.close":`Close`,"web.nav.lobby":`Lobby`,"web.nav.stats":`Statistics`,"web.nav.settings":`Settings`,"web.accusa.napoletana":`Napoletana of {suit} · {points}`,"web.accusa.tre-tre":`Three 3s (no {suit}) · {points}`,"web.accusa.tre-due":`Three 2s (no {suit}) · {points}`,"web.accusa.tre-assi":`Three aces (no {suit}) · {points}`,"web.accusa.quattro-tre":`Four 3s · {points}`,"web.accusa.quattro-due":`Four 2s · {points}`,"web.accusa.quattro-assi":`Four aces · {points}`,"web.accusa.hidden":`accusa worth {points}`,"web.accusa.title":`Accusa (declared combination)`,"web.deck.napoletane":`Napoletane`,"web.deck.piacentine":`Piacentine`,"web.deck.francesi":`French`,"web.lobby.single":`Play alone`,"web.lobby.single_hint":`You and your partner against two opponents: the other three seats are computer players. Variant: {variant} (change it in the settings).`,"web.lobby.training":`Training`,"web.lobby.training_hint":`Every hand face up, a stop after each trick with the reasons for every card, suggestions on request. Not counted in the statistics.`,"web.lobby.new_game":`New game`,"web.lobby.resume":`Resume the game ({variant})`,"web.lobby.other_games":`Other interrupted games:`,"web.lobby.create":`Create a table`,"web.lobby.create_button":`Create the table`,"web.lobby.seat_you":`Seat 1: you`,"web.lobby.seat_partner":`Seat {n} (partner)`,"web.lobby.seat_opponent":`Seat {n} (opponent)`,"web.lobby.seat_open":`open for a friend`,"web.lobby.seat_ai":`computer`,"web.lobby.seat_ai_random":`beginner computer`,"web.lobby.join":`Join a table`,"web.lobby.your_tables":`Your tables:`,"web.lobby.no_tables":`No table is waiting right now.`,"web.lobby.join_hint":`Friends on the same network open http://{address}/ (with this computer's address instead of localhost) and pick a seat.`,"web.lobby.take_seat":`Take seat {n}`,"web.options.variant":`Variant`,"web.options.title":`Options`,"web.options.changed":`{n} changed`,"web.options.reset":`Back to the variant's rules`,"web.options.same_target":`same as the others`,"web.option.target":`Points to win a game`,"web.option.best_of":`Games in the match (best of)`,"web.option.decider_target":`Points of the deciding game`,"web.option.cappotto":`Cappotto: all 11 points win the game`,"web.option.accuse":`Accuse (declarations)`,"web.option.accuse_timing":`When accuse are declared`,"web.option.accuse_ends_game":`Reaching the target with accuse ends the game`,"web.option.redeal_under_one_point":`Redeal when a hand has under one point`,"web.option.redeal_three_sevens":`Redeal when a hand has three sevens`,"web.option.signals":`Signals`,"web.option.false_signals":`False signals allowed`,"web.choice.accuse.off":`none`,"web.choice.accuse.declare":`declared, not scored`,"web.choice.accuse.score":`declared and scored`,"web.choice.accuse_timing.after-own-card":`after one's own first card`,"web.choice.accuse_timing.end-of-first-trick":`at the end of the first trick`,"web.choice.signals.none":`none`,"web.choice.signals.classico":`classic: busso, striscio, volo`,"web.choice.signals.ai-tressette":`A.I. Tressette`,"web.choice.signals.bredese":`Bredese (cioca)`,"web.choice.signals.chitarrella":`Chitarrella`,"web.choice.signals.romana":`Roman`,"web.choice.signals.neutra":`neutral`,"web.choice.best_of.1":`1 game`,"web.choice.best_of.3":`best of 3`,"web.choice.best_of.5":`best of 5`,"web.result.won":`You won!`,"web.result.lost":`The opponents won`,"web.result.ended":`The match is over`,"web.result.again":`Another game`,"web.result.lobby":`Back to the lobby`,"web.score.target":`to {target}`,"web.score.games":`games {us}–{them}`,"web.seat.ai":`Computer`,"web.seat.ai_plays":`computer plays`,"web.seat.ai_plays_title":`The player left: the computer plays the seat until they come back.`,"web.seat.away":`away`,"web.seat.cards_left":`{n} cards in hand`,"web.seat.open":`open seat`,"web.seat.partner":`partner`,"web.seat.you":`you`,"web.settings.title":`Settings`,"web.settings.nickname":`Nickname`,"web.settings.nickname_hint":`Your nickname shows at the table and on the leaderboard; changing it keeps your statistics.`,"web.settings.save":`Save`,"web.settings.saved":`Saved.`,"web.settings.language":`Language`,"web.settings.deck":`Deck`,"web.settings.sounds":`Sounds`,"web.settings.ai_delay":`Computer's pause before a card`,"web.settings.ms":`{ms} ms`,"web.settings.game":`Variant and options of new games`,"web.signals.label":`Signal`,"web.sound.on":`Sounds: on`,"web.sound.off":`Sounds: off`,"web.stats.title":`{name}'s statistics`,"web.stats.games":`Matches`,"web.stats.wins":`Won`,"web.stats.rate":`%`,"web.stats.single":`Alone`,"web.stats.multi":`With people`,"web.stats.over_time":`Over time`,"web.stats.chart":`Share of matches won over time`,"web.stats.no_games":`No finished match yet.`,"web.stats.won":`won`,"web.stats.lost":`lost`,"web.stats.partners":`By partner`,"web.stats.partner":`Partner`,"web.stats.no_partners":`No match with other people yet.`,"web.stats.training_note":`Training games are not counted.`,"web.stats.reset":`Reset the statistics`,"web.stats.reset_confirm":`Really reset all the statistics?`,"web.stats.leaderboard":`Leaderboard`,"web.stats.player":`Player`,"web.stats.rating":`Rating`,"web.stats.empty_board":`Nobody on the leaderboard for this variant yet.`,"web.summary.title":`End of the hand`,"web.summary.thirds":`Thirds taken`,"web.summary.last_trick":`Last trick`,"web.summary.card_points":`Card points`,"web.summary.accuse":`Accuse`,"web.summary.points":`Points of the hand`,"web.summary.game_score":`Game score`,"web.summary.cappotto_us":`Cappotto! You took every point.`,"web.summary.cappotto_them":`Cappotto for the opponents.`,"web.summary.match":`The match`,"web.summary.game_n":`Game {n}`,"web.summary.games_won":`Games won`,"web.summary.next_hand":`Next hand`,"web.summary.waiting_for":`Waiting for: {names}`,"web.table.connecting":`Connecting to the table…`,"web.table.reconnecting":`reconnecting…`,"web.table.last_trick":`Last trick`,"web.table.trick_taken_by":`Taken by {name}.`,"web.table.leave":`Leave the table`,"web.table.leave_confirm":`Leave the table? The computer takes your seat; you can come back from the lobby.`,"web.table.pause":`Pause`,"web.table.no_seat":`You hold no seat at this table in this browser.`,"web.table.unknown_game":`This browser cannot show a table of {game}: reload the page for the newest client.`,"web.table.your_turn":`Your turn`,"web.table.turn_of":`{name} to play`,"web.table.your_hand":`Your cards`,"web.team.us":`Us`,"web.team.them":`Them`,"web.training.badge":`Training`,"web.training.stop":`Trick over: see why each card was played.`,"web.training.continue":`Continue`,"web.training.why":`why?`,"web.training.why_title":`Why this card was played`,"web.training.no_reasons":`No explanation: a person played it.`,"web.training.suggest":`Suggest`,"web.training.suggested":`The computer would play {card}`,"web.waiting.title":`Waiting room`,"web.waiting.share":`Send this address to friends on the same network:`,"web.waiting.start":`Start the game`,"web.waiting.start_hint":`The computer takes the seats still open.`,"web.waiting.wait_creator":`Waiting for the table's creator to start.`,"web.error.no_server":`The server does not answer: is it still running?`,"web.error.connection_lost":`Connection lost: reconnecting…`,"web.error.not_connected":`Not connected: reconnecting, try again in a moment.`,"web.error.closed_no_seat":`This seat is not yours any more: go back to the lobby.`,"web.error.closed_no_table":`This table is no longer on the server.`,"web.error.closed_replaced":`This table was opened in another window or device: play there, or reload this page to play here.`,"web.error.closed_left":`You left the table.`,"web.error.closed_gone":`The match is over and the table was closed; its record stays in your statistics.`,"web.lobby.seat_ai_pimc":`expert computer (pimc)`,"web.settings.ai_player":`Computer players`,"web.settings.ai_player_hint":`The expert computer counts the cards out over the last tricks (pimc search): stronger, a little slower to play.`,"card.french.name":`{rank} of {suit}`,"card.french.joker":`Joker`,"card.french.rank.A":`Ace`,"card.french.rank.2":`Two`,"card.french.rank.3":`Three`,"card.french.rank.4":`Four`,"card.french.rank.5":`Five`,"card.french.rank.6":`Six`,"card.french.rank.7":`Seven`,"card.french.rank.8":`Eight`,"card.french.rank.9":`Nine`,"card.french.rank.T":`Ten`,"card.french.rank.J":`Jack`,"card.french.rank.Q":`Queen`,"card.french.rank.K":`King`,"card.french.suit.h":`Hearts`,"card.french.suit.d":`Diamonds`,"card.french.suit.c":`Clubs`,"card.french.suit.s":`Spades`,"web.pin.title":`Pinnacola`,"web.pin.lobby_hint":`Two French decks with jokers, 2 or 4 players: meld sets and runs, close by discarding your last card.`,"web.pin.new_game":`New Pinnacola game`,"web.pin.seat.medium":`Computer (medium)`,"web.pin.seat.weak":`Computer (weak)`,"web.pin.seat.strong":`Computer (strong)`,"web.pin.seat.mixed":`Computer (Casuale: any strength)`,"web.pin.seat.random":`Computer (random moves)`,"web.pin.seat.open":`Open for a friend`,"web.pin.leave_confirm":`Leave the match? The computer takes your seat, and leaving scores -1500 on the leaderboard.`,"web.pin.single_hand":`One hand`,"web.pin.hand_number":`hand {n}`,"web.pin.partner":`partner`,"web.pin.opponent":`opponent`,"web.pin.opened":`opened`,"web.pin.cards_left":`{n} cards in hand`,"web.pin.known":`Cards seen taken from the pile`,"web.pin.no_melds":`No melds yet`,"web.pin.our_melds":`Our melds`,"web.pin.their_melds":`Their melds`,"web.pin.meld_title":`Meld {n}: {points} points. Click to choose it for attach or swap.`,"web.pin.draw_stock":`Draw the top card of the stock`,"web.pin.stock":`Stock: {n}`,"web.pin.end_hand":`Take nothing: end the hand`,"web.pin.pile":`Discard pile, bottom card first`,"web.pin.pile_empty":`The pile is empty`,"web.pin.take_with":`Take {card} and the {n} cards above it`,"web.pin.take_pile":`Take from the pile`,"web.pin.pile_unusable":`You could not meld this card this turn.`,"web.pin.prompt_draw":`Your turn: draw from the stock, or choose a pile card to take.`,"web.pin.prompt_meld":`Select cards to meld, attach or swap; then select one card and discard it.`,"web.pin.waiting_for":`{name} is playing…`,"web.pin.must_use":`Before discarding, use in a meld: {cards}`,"web.pin.meld":`Meld`,"web.pin.attach":`Attach`,"web.pin.swap":`Swap the wild card`,"web.pin.discard":`Discard`,"web.pin.undo":`Undo the melds`,"web.pin.clear":`Clear the selection`,"web.pin.meld_chosen":`Meld {n} chosen.`,"web.pin.choose_meaning":`The wild card can stand for more than one card: choose`,"web.pin.hand_over":`End of hand {n}`,"web.pin.match_score":`Match score: us {us}, them {them}`,"web.pin.level":`A level hand`,"web.pin.pinnacolone":`A pinnacolone ended the match!`,"web.pin.waiting_others":`Waiting for the others…`,"web.pin.result.melded":`Melded`,"web.pin.result.in_hand":`Left in hand`,"web.pin.result.closing":`Closing`,"web.pin.result.not_opened":`Not opened`,"web.pin.result.total":`Total of the hand`,"web.pin.board":`Pinnacola leaderboard`,"web.pin.board_points":`Points`,"web.pin.board_all_time":`All time`,"web.option.players":`Players`,"web.option.cards_per_hand":`Cards dealt to each player`,"web.option.pinelle":`Pinelle (black twos wild)`,"web.option.jokers":`Jokers in the deck`,"web.option.max_wild_per_meld":`Wild cards per meld`,"web.option.four_jokers_meld":`Four jokers make a meld (400)`,"web.option.direction":`Direction of play`,"web.option.mode":`Match`,"web.options.null.max_wild_per_meld":`no limit`,"web.choice.direction.clockwise":`clockwise`,"web.choice.direction.anticlockwise":`anticlockwise`,"web.choice.mode.single":`one hand`,"web.choice.mode.points":`to a target score`,"variant.standard":`Pinnacola as rules.md settles it: 13 cards, jokers, one wild card per meld, a match to 1500.`,"web.pin.board_rules":`Matches against the computer: a win scores your team's points, a loss 0, leaving a match -1500.`,"web.pin.take_one":`Take {card}`},pt=[`it`,`en`],mt={it:dt,en:ft},ht=`it`;function gt(e){ht=e,typeof document<`u`&&(document.documentElement.lang=e)}function T(){return ht}function _t(e,t={}){return e.replace(/\{\{|\}\}|\{(\w+)\}/g,(e,n)=>{if(e===`{{`)return`{`;if(e===`}}`)return`}`;let r=n===void 0?void 0:t[n];return r==null?e:String(r)})}function vt(e){return e in mt.en}function E(e,t={},n=ht){let r=mt[n][e]??mt.en[e];return r===void 0?e:_t(r,t)}function yt(e,t=ht){return e&&(e[t]||e.en||e.it)||``}var bt=class extends Error{constructor(e,t,n){super(e),this.status=t,this.code=n}};async function D(e,t,n){let r;try{r=await fetch(t,{method:e,headers:n===void 0?{}:{"Content-Type":`application/json`},body:n===void 0?void 0:JSON.stringify(n)})}catch{throw new bt(E(`web.error.no_server`),0,null)}let i=await r.json().catch(()=>null);if(!r.ok){let e=i;throw new bt(T()===`it`&&typeof e?.detail_it==`string`&&e.detail_it||(typeof e?.detail==`string`?e.detail:JSON.stringify(e?.detail??r.statusText)),r.status,typeof e?.code==`string`?e.code:null)}return i}var O={gameInfo:()=>D(`GET`,`/api/games/tressette`),pinnacolaInfo:()=>D(`GET`,`/api/games/pinnacola`),pinnacolaBoard:(e,t)=>D(`GET`,`/api/leaderboard?game=pinnacola&mode=${encodeURIComponent(e)}${t?`&season=${encodeURIComponent(t)}`:``}`),tables:()=>D(`GET`,`/api/tables`),table:e=>D(`GET`,`/api/tables/${encodeURIComponent(e)}`),create:e=>D(`POST`,`/api/tables`,e),join:(e,t)=>D(`POST`,`/api/tables/${encodeURIComponent(e)}/join`,t),start:(e,t)=>D(`POST`,`/api/tables/${encodeURIComponent(e)}/start`,{token:t}),leave:(e,t)=>D(`POST`,`/api/tables/${encodeURIComponent(e)}/leave`,{token:t}),createProfile:e=>D(`POST`,`/api/profiles`,{nickname:e}),statistics:e=>D(`GET`,`/api/profiles/${encodeURIComponent(e)}`),rename:(e,t,n)=>D(`POST`,`/api/profiles/${encodeURIComponent(e)}/rename`,{secret:t,nickname:n}),reset:(e,t)=>D(`POST`,`/api/profiles/${encodeURIComponent(e)}/reset`,{secret:t}),leaderboard:e=>D(`GET`,`/api/leaderboard?variant=${encodeURIComponent(e)}`)},xt=`circolo.v1`,St={nickname:``,lang:`it`,deck:`napoletane`,sounds:!0,variant:`classico`,options:{},aiDelayMs:900,aiPlayer:`heuristic`},Ct=class e{constructor(t,n={}){this.storage=t,this.saved=e.read(t),this.saved.settings={...St,...n,...this.saved.settings??{}}}static read(e){try{let t=e.getItem(xt),n=t?JSON.parse(t):{};return n&&typeof n==`object`?n:{}}catch{return{}}}write(){try{this.storage.setItem(xt,JSON.stringify(this.saved))}catch{}}get settings(){return this.saved.settings}update(e){return this.saved.settings={...this.settings,...e},this.write(),this.settings}get profile(){return this.saved.profile??null}setProfile(e){this.saved.profile=e,this.write()}get seats(){return this.saved.seats??[]}addSeat(e){this.saved.seats=[e,...this.seats.filter(t=>t.table!==e.table)].slice(0,30),this.write()}removeSeat(e){this.saved.seats=this.seats.filter(t=>t.table!==e),this.write()}seatAt(e){return this.seats.find(t=>t.table===e)}},wt=r(Symbol(`circolo-display`)),Tt=`display-change`,Et=class{constructor(e){this.store=e,this.listeners=new Set;let{lang:t,deck:n}=e.settings;this.current={lang:t,deck:n},gt(t)}get value(){return this.current}change(e){let t={lang:e.lang??this.current.lang,deck:e.deck??this.current.deck};if(t.lang===this.current.lang&&t.deck===this.current.deck)return!1;this.store.update({lang:t.lang,deck:t.deck}),gt(t.lang),this.current=t;for(let e of this.listeners)e(t);return!0}subscribe(e){return this.listeners.add(e),()=>this.listeners.delete(e)}};function Dt(e,t){e.dispatchEvent(new CustomEvent(Tt,{bubbles:!0,composed:!0,detail:t}))}var Ot=class{constructor(e){this.consumer=new i(e,{context:wt,subscribe:!0})}get value(){return this.consumer.value??{lang:T(),deck:St.deck}}},kt=class extends tt{constructor(e){if(super(e),this.it=b,e.type!==$e.CHILD)throw Error(this.constructor.directiveName+`() can only be used in child bindings`)}render(e){if(e===b||e==null)return this._t=void 0,this.it=e;if(e===y)return e;if(typeof e!=`string`)throw Error(this.constructor.directiveName+`() called with a non-string value`);if(e===this.it)return this._t;this.it=e;let t=[e];return t.raw=t,this._t={_$litType$:this.constructor.resultType,strings:t,values:[]}}};kt.directiveName=`unsafeHTML`,kt.resultType=1;var At=class extends kt{};At.directiveName=`unsafeSVG`,At.resultType=2;var jt=et(At),Mt=[`A`,`2`,`3`,`4`,`5`,`6`,`7`,`F`,`C`,`R`],Nt=[`d`,`c`,`s`,`b`],Pt=[`A`,`2`,`3`,`4`,`5`,`6`,`7`,`8`,`9`,`T`,`J`,`Q`,`K`],Ft=[`h`,`d`,`c`,`s`];function It(e){return e.length===2&&Mt.includes(e[0])&&Nt.includes(e[1])}function Lt(e){return e===`JK`||e.length===2&&Pt.includes(e[0])&&Ft.includes(e[1])}function Rt(e){if(e===`A`)return 1;let t=Number(e);return Number.isInteger(t)?t:0}function zt(e){return Mt.indexOf(e)+1}function Bt(e){if(e===`A`)return 1;if(e===`T`)return 10;let t=Number(e);return Number.isInteger(t)?t:0}var k={paper:`#f8efd9`,ink:`#2b2019`,gold:`#eab52a`,goldLight:`#f7d96e`,goldDark:`#b98514`,red:`#c8302b`,redDark:`#8f1d1b`,blue:`#2556a3`,green:`#3f8436`,greenDark:`#2a5c25`,steel:`#9bbbe0`,wood:`#dcb36c`,skin:`#f3cfa8`},A={paper:`#fcf7ea`,ink:`#1f1a17`,gold:`#dba634`,goldLight:`#f2d585`,goldDark:`#a8761a`,red:`#a8262d`,redDark:`#6e171c`,blue:`#2f5b8a`,green:`#5b8a3c`,greenDark:`#3a5f25`,steel:`#c9d3dd`,wood:`#c17b34`,skin:`#f1d3b5`},j={paper:`#fffdf8`,ink:`#1b1b1f`,red:`#cc1f2f`,redDark:`#8e1420`,blue:`#1f4f9e`,yellow:`#f1c232`,black:`#1b1b1f`,skin:`#f5d6b8`,white:`#ffffff`};function M(e){let t=Math.round(e*100)/100;return Object.is(t,-0)?`0`:String(t)}function N(e){let t=``;for(let[n,r]of Object.entries(e))r!==void 0&&(t+=` ${n}="${typeof r==`number`?M(r):Vt(r)}"`);return t}function Vt(e){return e.replace(/&/g,`&amp;`).replace(/</g,`&lt;`).replace(/>/g,`&gt;`).replace(/"/g,`&quot;`)}function Ht(e){let t=`translate(${M(e.x)} ${M(e.y)})`;return e.rot&&(t+=` rotate(${M(e.rot)})`),e.flip&&(t+=` scale(-1 1)`),e.s!==void 0&&e.s!==1&&(t+=` scale(${M(e.s)})`),t}function Ut(e,t,n){return`<g${N({class:n,transform:Ht(e)})}>${t}</g>`}function P(e,t,n,r,i={}){return`<circle${N({cx:e,cy:t,r:n,fill:r,...i})}/>`}function F(e,t,n,r,i,a={}){return`<ellipse${N({cx:e,cy:t,rx:n,ry:r,fill:i,...a})}/>`}function I(e,t,n,r,i,a={}){return`<rect${N({x:e,y:t,width:n,height:r,fill:i,...a})}/>`}function L(e,t,n={}){return`<path${N({d:e,fill:t,...n})}/>`}function R(e,t,n,r,i,a,o={}){return`<line${N({x1:e,y1:t,x2:n,y2:r,stroke:i,"stroke-width":a,...o})}/>`}function z(e,t={}){return`<g${N(t)}>${e}</g>`}function B(e,t,n,r={}){return`<text${N({x:e,y:t,"text-anchor":`middle`,...r})}>${Vt(n)}</text>`}function Wt(e,t,n,r,i,a=-90){let o=[];for(let s=0;s<i*2;s++){let c=s%2==0?n:r,l=(a+s*180/i)*Math.PI/180;o.push(`${s===0?`M`:`L`}${M(e+c*Math.cos(l))} ${M(t+c*Math.sin(l))}`)}return o.join(` `)+` Z`}function Gt(e,t,n=0){let r=``;for(let i=0;i<e;i++)r+=`<g transform="rotate(${M(n+i*360/e)})">${t}</g>`;return r}function Kt(e){return`<g transform="rotate(180 100 160)">${e}</g>`}function qt(e,t){return I(1,1,198,318,e,{rx:12,stroke:t,"stroke-width":1.5})}function Jt(e,t,n){return`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 320"${N({class:`circolo-card circolo-card-${t}`,"data-deck":t,"data-code":n})}>`+e+`</svg>`}var V=`Georgia, 'Times New Roman', 'DejaVu Serif', serif`;function Yt(e,t){let n=parseInt(e.slice(1),16);return`#`+[n>>16&255,n>>8&255,n&255].map(e=>Math.round(t<=1?e*t:e+(255-e)*(t-1))).map(e=>Math.max(0,Math.min(255,e)).toString(16).padStart(2,`0`)).join(``)}var Xt=t({bastone:()=>tn,coppa:()=>$t,denaro:()=>Qt,spada:()=>en}),H={stroke:k.ink,"stroke-width":1},Zt=`M0 -3 C2.8 -5 3.2 -9 0 -11.6 C-3.2 -9 -2.8 -5 0 -3 Z`;function Qt(){return P(0,0,20,k.gold,{stroke:k.ink,"stroke-width":1.3})+P(0,0,17.3,`none`,{stroke:k.goldDark,"stroke-width":1.6,"stroke-dasharray":`1.7 1.7`})+P(0,0,14.6,k.red,H)+P(0,0,12,k.goldLight,{stroke:k.ink,"stroke-width":.6})+Gt(4,L(Zt,k.red,{stroke:k.ink,"stroke-width":.5}))+Gt(4,L(Zt,k.green,{stroke:k.ink,"stroke-width":.5}),45)+P(0,0,3,k.blue,{stroke:k.ink,"stroke-width":.6})+L(`M-13 -7 A15 15 0 0 1 -4 -14.2`,`none`,{stroke:`#fff`,"stroke-width":1.4,opacity:.55,"stroke-linecap":`round`})}function $t(){return L(`M-12 22 C-11 17 -5 16 -3 14.5 L3 14.5 C5 16 11 17 12 22 Z`,k.gold,H)+F(0,22,12,2.4,k.goldDark,H)+I(-2.6,3.5,5.2,11.5,k.gold,H)+F(0,9,5.6,2.8,k.red,H)+L(`M-16 -19 C-16 -6 -9 3.5 0 4.5 C9 3.5 16 -6 16 -19 Z`,k.gold,H)+L(`M-15.4 -12.5 L15.4 -12.5 C15 -10 14.4 -8.3 13.6 -7 L-13.6 -7 C-14.4 -8.3 -15 -10 -15.4 -12.5 Z`,k.red,{stroke:k.ink,"stroke-width":.7})+P(-7.5,-9.8,1.3,k.blue)+P(0,-9.8,1.3,k.goldLight)+P(7.5,-9.8,1.3,k.blue)+L(`M-12 -4 C-10 0 -6 2.5 -3 3`,`none`,{stroke:`#fff`,"stroke-width":1.3,opacity:.5,"stroke-linecap":`round`})+F(0,-19,16,3.4,k.goldDark,H)+F(0,-19,13,2,k.redDark)}function en(e,t=.085){let n=-e/2,r=Math.min(24,e*.13),i=e/2-r-8,a=4.4,o=e*t,s=(i+n)/2,c=L(`M${M(-4.4)} ${M(i)} Q${M(-4.4+2*o)} ${M(s)} 0 ${M(n)} Q${M(a+2*o)} ${M(s)} ${M(a)} ${M(i)} Z`,k.steel,{stroke:k.ink,"stroke-width":1.1,"stroke-linejoin":`round`})+L(`M0 ${M(i-2)} Q${M(2*o)} ${M(s)} 0 ${M(n+12)}`,`none`,{stroke:`#e8f1fb`,"stroke-width":1.3}),l=L(`M-15 ${M(i+5)} Q-13 ${M(i-3)} 0 ${M(i-1.5)} Q13 ${M(i-3)} 15 ${M(i+5)}`,`none`,{stroke:k.ink,"stroke-width":6,"stroke-linecap":`round`})+L(`M-15 ${M(i+5)} Q-13 ${M(i-3)} 0 ${M(i-1.5)} Q13 ${M(i-3)} 15 ${M(i+5)}`,`none`,{stroke:k.gold,"stroke-width":3.8,"stroke-linecap":`round`})+P(0,i-.5,3.4,k.red,H),u=``;for(let e=i+4;e<i+r;e+=4)u+=R(-2.8,e,2.8,e+2.5,k.ink,.7);return c+(I(-3,i+1.5,6,r,k.redDark,H)+u+P(0,i+r+5,4.4,k.gold,H)+P(-1.2,i+r+3.8,1.2,`#fff`,{opacity:.6}))+l}function tn(e){let t=-e/2,n=[],r=[];for(let i=0;i<=10;i++){let a=i/10,o=t+a*e,s=4.6+4.6*(1-a)+(i%2==0?.7:-.5);n.push(`${M(-s)} ${M(o)}`),r.unshift(`${M(s)} ${M(o)}`)}let i=L(`M${n.join(` L`)} Q0 ${M(e/2+6)} ${r[0]} L${r.join(` L`)} Z`,k.green,{stroke:k.ink,"stroke-width":1.1,"stroke-linejoin":`round`}),a=[.17,.33,.49,.65,.8].map((n,r)=>{let i=r%2==0?-1:1,a=t+n*e,o=i*(3.6+4.6*(1-n));return z(L(`M-3 1 L-2.4 -8 L2.4 -8 L3 1 Z`,k.green,{stroke:k.ink,"stroke-width":.8})+F(0,-8,2.4,1.2,k.wood,{stroke:k.ink,"stroke-width":.6}),{transform:`translate(${M(o)} ${M(a)}) rotate(${i*55})`})}).join(``),o=``;for(let[n,r]of[.1,.26,.42,.58,.72,.88].entries()){let i=t+r*e,a=(n%2?1:-1)*(1+2*(1-r));o+=`M${M(a-1.5)} ${M(i)} q1.5 -3 3 -1`}let s=L(o,`none`,{stroke:k.greenDark,"stroke-width":1,"stroke-linecap":`round`}),c=L(`M-3.6 ${M(t+8)} L-2 ${M(e/2-12)}`,`none`,{stroke:`#9fd27a`,"stroke-width":1.6,opacity:.7,"stroke-linecap":`round`}),l=F(0,t,9.4,3,k.wood,H)+F(0,t,5,1.5,`none`,{stroke:k.goldDark,"stroke-width":.7}),u=I(-6.2,e/2-20,12.4,4.5,k.red,{stroke:k.ink,"stroke-width":.8});return a+i+s+c+u+l}var nn=t({bastone:()=>sn,coppa:()=>an,denaro:()=>rn,spada:()=>on}),U={stroke:A.ink,"stroke-width":1};function rn(){return L(Wt(0,0,20.5,15,16),A.red,{stroke:A.ink,"stroke-width":.9,"stroke-linejoin":`round`})+P(0,0,15.2,A.gold,U)+P(0,0,12.2,`none`,{stroke:A.blue,"stroke-width":2.2})+P(0,0,10,A.goldLight,{stroke:A.ink,"stroke-width":.6})+L(Wt(0,0,9.4,3.8,8,-90),A.red,{stroke:A.ink,"stroke-width":.5})+P(0,0,2.4,A.blue)}function an(){return L(`M-15 21 C-12 15 -5 15 -3 13.5 L3 13.5 C5 15 12 15 15 21 Z`,A.gold,U)+F(0,21,15,2.6,A.red,U)+I(-3.2,4,6.4,10,A.blue,U)+F(0,9,6.4,2.4,A.gold,U)+L(`M-23 -13 C-22 -1 -11 5.5 0 5.5 C11 5.5 22 -1 23 -13 Z`,A.gold,U)+L(`M-22 -7 L22 -7 C21.3 -5 20.4 -3.6 19.4 -2.4 L-19.4 -2.4 C-20.4 -3.6 -21.3 -5 -22 -7 Z`,A.blue,{stroke:A.ink,"stroke-width":.6})+L(`M-17 -2.4 L-14 -6.6 L-11 -2.4 M-5 -2.4 L-2 -6.6 L1 -2.4 M7 -2.4 L10 -6.6 L13 -2.4`,`none`,{stroke:A.goldLight,"stroke-width":.9})+F(0,-13,23,4.2,A.red,U)+F(0,-13,19,2.6,A.redDark)}function on(e){let t=-e/2,n=Math.min(22,e*.12),r=e/2-n-7,i=L(`M-4.2 ${M(r)} L-3.4 ${M(t+14)} L0 ${M(t)} L3.4 ${M(t+14)} L4.2 ${M(r)} Z`,A.steel,{stroke:A.ink,"stroke-width":1,"stroke-linejoin":`round`})+R(0,r-2,0,t+6,`#7d8a98`,.9),a=``;for(let e=r+5;e<r+n-1;e+=5)a+=R(-2.8,e,2.8,e,A.goldLight,1.2);return i+(I(-2.8,r+2,5.6,n,A.blue,U)+a+L(`M0 ${M(r+n+1)} l4.5 5 l-4.5 5 l-4.5 -5 Z`,A.gold,U)+I(-17,r-2.6,34,5.2,A.red,{...U,rx:2.6})+P(-17.5,r,3.2,A.gold,U)+P(17.5,r,3.2,A.gold,U))}function sn(e){let t=-e/2,n=``,r=Math.max(2,Math.round(e/40));for(let i=1;i<=r;i++){let a=t+e*i/(r+1);n+=I(-5.8,a-2.2,11.6,4.4,A.red,{stroke:A.ink,"stroke-width":.8,rx:1})}return L(`M-4.2 ${M(t+4)} L-5.2 ${M(-t-4)} Q0 ${M(-t+3)} 5.2 ${M(-t-4)} L4.2 ${M(t+4)} Q0 ${M(t-3)} -4.2 ${M(t+4)} Z`,A.wood,{stroke:A.ink,"stroke-width":1})+R(-1.8,t+6,-2.2,-t-6,`#e6b27a`,1.4,{"stroke-linecap":`round`})+n+F(0,t+2,5.8,3.6,A.gold,U)+F(0,-t-2,6.4,3.8,A.gold,U)}var cn={napoletane:Xt,piacentine:nn};function ln(e,t,n=120){let r=cn[e];switch(t){case`d`:return r.denaro();case`c`:return r.coppa();case`s`:return r.spada(n);case`b`:return r.bastone(n)}}function W(e,t,n,r=`pip`){return Ut(n,ln(e,t,n.len),r)}function un(e,t,n,r){let i=t=>M(e+t*n),a=e=>M(t+e*n),o={stroke:r.ink,"stroke-width":M(Math.max(.8,n*.06))},s=``;if(r.hairStyle===`long`)for(let t of[-1,1]){let i=r=>M(e+t*r*n);s+=L(`M${i(1.05)} ${a(-.3)} C${i(1.4)} ${a(.9)} ${i(1.35)} ${a(1.7)} ${i(1.1)} ${a(2.1)} L${i(.55)} ${a(2)} C${i(.8)} ${a(1.4)} ${i(.82)} ${a(.8)} ${i(.8)} ${a(.2)} Z`,r.hair,o)}else if(r.hairStyle===`curly`)for(let i of[-1,1])s+=P(e+i*.98*n,t+.25*n,.38*n,r.hair,o),s+=P(e+i*.92*n,t+.75*n,.34*n,r.hair,o);s+=F(e-n,t+.1*n,.2*n,.3*n,r.skin,o),s+=F(e+n,t+.1*n,.2*n,.3*n,r.skin,o),s+=F(e,t,n,1.1*n,r.skin,o),s+=L(`M${i(-1.04)} ${a(.15)} C${i(-1.12)} ${a(-1.55)} ${i(1.12)} ${a(-1.55)} ${i(1.04)} ${a(.15)} C${i(.86)} ${a(-.4)} ${i(.35)} ${a(-.62)} ${i(.05)} ${a(-.5)} C${i(-.3)} ${a(-.66)} ${i(-.86)} ${a(-.42)} ${i(-1.04)} ${a(.15)} Z`,r.hair,o);let c={stroke:r.ink,"stroke-width":M(Math.max(.6,n*.055)),"stroke-linecap":`round`};return s+=L(`M${i(-.55)} ${a(-.18)} Q${i(-.36)} ${a(-.3)} ${i(-.17)} ${a(-.18)}`,`none`,c),s+=L(`M${i(.17)} ${a(-.18)} Q${i(.36)} ${a(-.3)} ${i(.55)} ${a(-.18)}`,`none`,c),s+=F(e-.36*n,t+.03*n,.085*n,.12*n,r.ink),s+=F(e+.36*n,t+.03*n,.085*n,.12*n,r.ink),s+=L(`M${i(.04)} ${a(.05)} Q${i(-.12)} ${a(.38)} ${i(.08)} ${a(.44)}`,`none`,c),s+=P(e-.56*n,t+.42*n,.17*n,`#e57f7f`,{opacity:.4}),s+=P(e+.56*n,t+.42*n,.17*n,`#e57f7f`,{opacity:.4}),r.beard?(s+=L(`M${i(-1)} ${a(.1)} C${i(-1.02)} ${a(1.25)} ${i(-.5)} ${a(1.8)} ${i(0)} ${a(1.9)} C${i(.5)} ${a(1.8)} ${i(1.02)} ${a(1.25)} ${i(1)} ${a(.1)} C${i(.78)} ${a(.55)} ${i(.45)} ${a(.62)} ${i(0)} ${a(.6)} C${i(-.45)} ${a(.62)} ${i(-.78)} ${a(.55)} ${i(-1)} ${a(.1)} Z`,r.beard,o),s+=L(`M${i(-.5)} ${a(.7)} Q${i(-.22)} ${a(.44)} ${i(0)} ${a(.58)} Q${i(.22)} ${a(.44)} ${i(.5)} ${a(.7)} Q${i(.22)} ${a(.62)} ${i(0)} ${a(.7)} Q${i(-.22)} ${a(.62)} ${i(-.5)} ${a(.7)} Z`,r.beard,o),s+=L(`M${i(-.12)} ${a(.84)} L${i(.12)} ${a(.84)}`,`none`,{stroke:`#b0383a`,"stroke-width":M(n*.08),"stroke-linecap":`round`})):s+=L(`M${i(-.2)} ${a(.68)} Q${i(0)} ${a(.8)} ${i(.2)} ${a(.68)}`,`none`,{stroke:`#b0383a`,"stroke-width":M(Math.max(.8,n*.08)),"stroke-linecap":`round`}),s}function dn(e,t,n,r,i){let a=e-n/2,o=r*.32,s=t-r,c=t-o-r*.22,l=`M${M(a)} ${M(t)} L${M(a)} ${M(t-o)} L${M(a-n*.04)} ${M(s+r*.12)}`,u=[.25,.5,.75],d=0;for(let e of u)l+=` L${M(a+n*(d+(e-d)/2))} ${M(c)} L${M(a+n*e)} ${M(e===.5?s:s+r*.08)}`,d=e;l+=` L${M(a+n*.875)} ${M(c)} L${M(a+n*1.04)} ${M(s+r*.12)} L${M(a+n)} ${M(t-o)} L${M(a+n)} ${M(t)} Z`;let f={stroke:i.ink,"stroke-width":M(Math.max(.8,r*.05)),"stroke-linejoin":`round`},p=L(l,i.gold,f);p+=I(a,t-o,n,o,i.gold,f);for(let[e,t]of[0,.25,.5,.75,1].entries()){let o=a+n*(t===0?-.04:t===1?1.04:t),c=t===.5?s:t===0||t===1?s+r*.12:s+r*.08;p+=P(o,c,r*.09,e%2==0?`#fffaf0`:i.jewelA,f)}for(let[e,s]of[.17,.5,.83].entries())p+=F(a+n*s,t-o/2,r*.08,o*.3,e===1?i.jewelA:i.jewelB,f);return p}function G(e,t,n,r){let i={d:e.map(([e,t],n)=>`${n===0?`M`:`L`}${M(e)} ${M(t)}`).join(` `),fill:`none`,"stroke-linecap":`round`,"stroke-linejoin":`round`};return`<path${N({...i,stroke:r,"stroke-width":t+2.4})}/><path${N({...i,stroke:n,"stroke-width":t})}/>`}function K(e,t,n,r,i){return P(e,t,n,r,{stroke:i,"stroke-width":1})}function fn(e,t,n,r,i,a){let o=``,s=0;for(let a=t+i/2;a<t+r;a+=i,s++)for(let t=e+(s%2?i:i/2);t<e+n;t+=i)o+=`M${M(t)} ${M(a-2)}l1.2 3.6l-1.2 -0.8l-1.2 0.8Z`;return L(o,a)}function pn(e,t,n,r,i,a,o=1){let s={stroke:a,"stroke-width":1};return L(`M${M(e+o*n*.2)} ${M(t-2)} C${M(e+o*n*.45)} ${M(t-n*.55)} ${M(e+o*n*.9)} ${M(t-n*.6)} ${M(e+o*n*1.05)} ${M(t-n*.35)} C${M(e+o*n*.8)} ${M(t-n*.42)} ${M(e+o*n*.5)} ${M(t-n*.3)} ${M(e+o*n*.3)} ${M(t)} Z`,i,s)+L(`M${M(e-n*.42)} ${M(t+4)} Q${M(e-n*.3)} ${M(t-n*.42)} ${M(e+n*.1)} ${M(t-n*.36)} Q${M(e+n*.45)} ${M(t-n*.28)} ${M(e+n*.44)} ${M(t+4)} Z`,r,s)+F(e,t+4,n*.55,n*.12,r,s)}function q(e,t,n,r,i,a,o,s,c=1){let l=`<path${N({d:mn(e,t,n,r,i),fill:`none`,stroke:s,"stroke-width":1.2*c})}/>`;for(let u=0;u<a;u++){let d=r+(i-r)*(u+.5)/a,f=d*Math.PI/180,p=e+n*Math.sin(f),m=t-n*Math.cos(f),ee=i>r?1:-1;for(let e of[-1,1])l+=`<g transform="translate(${M(p)} ${M(m)}) rotate(${M(d+ee*90+e*38*ee)})">${F(0,-5.2*c,2.3*c,5.2*c,o,{stroke:s,"stroke-width":.7*c})}</g>`}return l}function mn(e,t,n,r,i){let a=r=>{let i=r*Math.PI/180;return`${M(e+n*Math.sin(i))} ${M(t-n*Math.cos(i))}`},o=+(Math.abs(i-r)>180),s=+(i>r);return`M${a(r)} A${M(n)} ${M(n)} 0 ${o} ${s} ${a(i)}`}function hn(e,t,n,r,i,a){let o=e-n/2,s=e+n/2;return L(`M${M(o+4)} ${M(t-9/2+5)} l-16 2 l6 ${M(9/2)} l-6 ${M(5.5)} l16 -1 Z`,i,{stroke:a,"stroke-width":1})+L(`M${M(s-4)} ${M(t-9/2+5)} l16 2 l-6 ${M(9/2)} l6 ${M(5.5)} l-16 -1 Z`,i,{stroke:a,"stroke-width":1})+L(`M${M(o)} ${M(t-9/2)} Q${M(e-n/4)} ${M(t-9/2-6)} ${M(e)} ${M(t-9/2)} Q${M(e+n/4)} ${M(t-9/2+6)} ${M(s)} ${M(t-9/2)} L${M(s)} ${M(t+9/2)} Q${M(e+n/4)} ${M(t+9/2+6)} ${M(e)} ${M(t+9/2)} Q${M(e-n/4)} ${M(t+9/2-6)} ${M(o)} ${M(t+9/2)} Z`,r,{stroke:a,"stroke-width":1.1})}function gn(e,t,n,r,i,a){let o=``,s=Math.floor(n/i),c=Math.floor(r/i),l=e+(n-(s-1)*i)/2,u=t+(r-(c-1)*i)/2;for(let e=0;e<c;e++)for(let t=0;t<s;t++){let n=l+t*i,r=u+e*i;o+=`M${M(n)} ${M(r-a)}L${M(n+a)} ${M(r)}L${M(n)} ${M(r+a)}L${M(n-a)} ${M(r)}Z`}return o}function _n(e,t,n,r,i){let a=``;for(let o=-r;o<=n;o+=i){let i=Math.max(0,-o),s=Math.min(r,n-o);s>i&&(a+=`M${M(e+o+i)} ${M(t+i)}L${M(e+o+s)} ${M(t+s)}`),s>i&&(a+=`M${M(e+n-o-i)} ${M(t+i)}L${M(e+n-o-s)} ${M(t+s)}`)}return a}var vn=`#1d3d60`;function yn(e,t){return L(`M0 0 C8 -12 26 -14 36 -6 C26 2 10 6 0 0 Z`,e.green,t)+L(`M2 -1 C12 -5 24 -7 33 -6`,`none`,{stroke:e.greenDark,"stroke-width":1})}function bn(e,t,n,r,i,a=9,o=1.3){return q(e,t,n,200,340,a,r,i,o)+q(e,t,n,160,20,a,r,i,o)}var xn=e=>L(`M-15 -20 C-15 -33 15 -33 15 -20 Z`,e.gold,{stroke:e.ink,"stroke-width":.5})+L(`M-10 -26 Q0 -23 10 -26`,`none`,{stroke:e.red,"stroke-width":1.2})+P(0,-33,2.6,e.red,{stroke:e.ink,"stroke-width":.4})+L(`M0 -41 L0 -35.5 M-2.4 -38.5 L2.4 -38.5`,`none`,{stroke:e.goldDark,"stroke-width":1.2,"stroke-linecap":`round`});function Sn(e,t,n,r){return L(`M${M(n[0])} ${M(n[1])} Q${M((e+n[0])/2+6)} ${M((t+n[1])/2)} ${M(e)} ${M(t+6)}`,`none`,{stroke:r.greenDark,"stroke-width":2.4})+z(L(`M0 -4 C6 -12 14 -10 14 -4 C10 -4 6 -2 0 2 Z`,r.green,{stroke:r.ink,"stroke-width":.8}),{transform:`translate(${M((e+n[0])/2+3)} ${M((t+n[1])/2)})`})+L(`M${M(e-9)} ${M(t-8)} L${M(e-4)} ${M(t-3)} L${M(e)} ${M(t-12)} L${M(e+4)} ${M(t-3)} L${M(e+9)} ${M(t-8)} C${M(e+9)} ${M(t+4)} ${M(e+4)} ${M(t+8)} ${M(e)} ${M(t+8)} C${M(e-4)} ${M(t+8)} ${M(e-9)} ${M(t+4)} ${M(e-9)} ${M(t-8)} Z`,r.red,{stroke:r.ink,"stroke-width":1})}function Cn(e){let t=k,n={stroke:t.ink,"stroke-width":1.2};switch(e){case`d`:return bn(100,164,78,t.green,t.ink)+hn(100,250,70,t.red,t.redDark,t.ink)+dn(100,86,44,28,{gold:t.gold,ink:t.ink,jewelA:t.red,jewelB:t.blue})+W(`napoletane`,`d`,{x:100,y:164,s:3.05})+z(Gt(16,P(0,-66,1.8,t.red,{stroke:t.ink,"stroke-width":.5}),11.25),{transform:`translate(100 164)`});case`c`:return q(100,214,62,215,300,6,t.green,t.ink,1.3)+q(100,214,62,145,60,6,t.green,t.ink,1.3)+Ut({x:100,y:178,s:2.9},xn(t)+ln(`napoletane`,`c`),`pip`)+F(100,262,44,4,t.ink,{opacity:.12});case`s`:return q(100,226,62,205,330,8,t.green,t.ink,1.4)+q(100,226,62,155,30,8,t.green,t.ink,1.4)+Ut({x:100,y:164,s:1.6},en(170,.02),`pip`)+dn(100,132,66,42,{gold:t.gold,ink:t.ink,jewelA:t.red,jewelB:t.blue});case`b`:return z(yn(t,n),{transform:`translate(112 62) rotate(30)`})+z(yn(t,n),{transform:`translate(88 62) rotate(-30) scale(-1 1)`})+z(yn(t,n),{transform:`translate(86 96) rotate(-70) scale(-0.8 0.8)`})+z(yn(t,n),{transform:`translate(114 120) rotate(70) scale(0.8)`})+W(`napoletane`,`b`,{x:100,y:170,s:1.6,len:158})+hn(100,214,96,t.red,t.redDark,t.ink)}}function wn(e){let t=A;switch(e){case`d`:return`<g transform="translate(100 160)">`+Gt(24,P(0,-78,3,t.red,{stroke:t.ink,"stroke-width":.8}))+Gt(4,L(`M0 -86 C8 -96 4 -106 0 -110 C-4 -106 -8 -96 0 -86 Z`,t.blue,{stroke:t.ink,"stroke-width":1}),45)+Gt(4,L(`M-6 -84 L0 -96 L6 -84 Z`,t.gold,{stroke:t.ink,"stroke-width":1}))+`</g>`+W(`piacentine`,`d`,{x:100,y:160,s:3.3});case`c`:return Sn(100,62,[100,128],t)+Sn(66,86,[86,130],t)+Sn(134,86,[114,130],t)+W(`piacentine`,`c`,{x:100,y:196,s:2.85})+F(100,258,50,4,t.ink,{opacity:.12});case`s`:return q(100,150,64,215,325,7,t.green,t.ink,1.2)+q(100,150,64,145,35,7,t.green,t.ink,1.2)+W(`piacentine`,`s`,{x:100,y:162,s:1.5,len:180})+hn(100,130,110,t.red,t.redDark,t.ink);case`b`:return bn(100,160,72,t.green,t.ink,8,1.2)+W(`piacentine`,`b`,{x:100,y:160,s:1.9,len:138})+hn(100,160,112,t.blue,vn,t.ink)}}var Tn={d:{coat:k.blue,coat2:k.gold,hose:[k.red,k.gold],hat:k.red,hair:`#6b3e1f`,horse:`#f4efe4`,mane:`#c2a878`},c:{coat:k.red,coat2:k.blue,hose:[k.blue,k.gold],hat:k.green,hair:`#c8922f`,horse:`#9c5a2c`,mane:`#3a2416`},s:{coat:k.green,coat2:k.red,hose:[k.red,k.blue],hat:k.blue,hair:`#3b2514`,horse:`#c5c3bd`,mane:`#5e5a55`},b:{coat:k.red,coat2:k.green,hose:[k.gold,k.green],hat:k.blue,hair:`#8a3b1a`,horse:`#d9b27a`,mane:`#5a3a1c`}},J={stroke:k.ink,"stroke-width":1.2,"stroke-linejoin":`round`},En=(e,t)=>F(e,288,t,5,k.ink,{opacity:.14});function Dn(e,t,n,r=.95){return e===`d`?W(`napoletane`,e,{x:t,y:n-20*r,s:r},`suit`):e===`c`?W(`napoletane`,e,{x:t,y:n-24*r,s:r},`suit`):``}function On(e){let t=Tn[e],n=e===`s`||e===`b`,r=En(100,44);r+=I(85,196,13,82,t.hose[0],J)+I(102,196,13,82,t.hose[1],J),r+=I(84,234,15,5,t.coat2,J)+I(101,234,15,5,t.coat2,J),r+=F(89,280,11,5,`#4a2e1c`,J)+F(112,280,11,5,`#4a2e1c`,J),r+=L(`M80 104 Q100 98 120 104 L130 150 L142 208 Q100 218 58 208 L70 150 Z`,t.coat,J),r+=L(`M58 208 Q100 218 142 208 L140 199 Q100 209 60 199 Z`,t.coat2,J),r+=R(100,108,100,200,t.coat2,3.2);for(let e of[118,132,146])r+=P(100,e,2,k.goldLight,{stroke:k.ink,"stroke-width":.6});if(r+=L(`M67 156 L133 156 L134 165 L66 165 Z`,`#5a3a22`,J)+I(95,155,10,11,k.gold,J),r+=G([[80,112],[67,146],[74,178]],12,t.coat,k.ink)+I(68,170,12,5,t.coat2,J)+K(75,182,6,k.skin,k.ink),r+=I(94,88,12,16,k.skin,J),r+=L(`M82 104 Q100 116 118 104 L115 98 Q100 108 85 98 Z`,`#fffaf0`,J),r+=un(100,74,16,{skin:k.skin,ink:k.ink,hair:t.hair,hairStyle:`short`}),r+=pn(100,57,30,t.hat,k.goldLight,k.ink),n){let n=e===`s`?W(`napoletane`,`s`,{x:150,y:98,len:150},`suit`):W(`napoletane`,`b`,{x:150,y:168,len:200},`suit`);r+=G([[120,112],[138,140],[146,160]],12,t.coat,k.ink)+n+K(149,162,6.5,k.skin,k.ink)}else r+=G([[120,112],[142,128],[148,106]],12,t.coat,k.ink)+Dn(e,149,102)+K(149,102,6.5,k.skin,k.ink);return r}function kn(e){let t=Yt(e.horse,.78),n=``;return n+=G([[72,214],[58,236],[68,254]],10,t,k.ink),n+=G([[140,220],[142,252],[138,280]],10,t,k.ink),n+=I(132,278,12,7,`#3a2a20`,J)+L(`M62 252 l10 -3 l3 8 l-10 3 Z`,`#3a2a20`,J),n+=L(`M166 190 C186 200 190 238 178 266 C174 244 170 216 160 202 Z`,e.mane,J),n+=L(`M64 200 C58 185 54 172 50 160 C44 168 36 176 30 176 C24 176 20 168 25 161 C32 148 40 138 47 131 L49 120 L55 129 L60 119 L63 132 C74 140 84 156 92 170 C108 175 135 173 150 176 C165 178 173 192 168 207 C166 214 160 220 154 222 C130 231 100 231 82 225 C70 221 64 212 64 200 Z`,e.horse,J),n+=G([[82,220],[80,252],[78,280]],11,e.horse,k.ink)+G([[150,214],[158,248],[150,280]],11,e.horse,k.ink),n+=I(71,278,14,7,`#3a2a20`,J)+I(143,278,14,7,`#3a2a20`,J),n+=L(`M53 124 C68 128 82 146 93 171 L85 172 C76 152 66 140 52 136 Z`,e.mane,J),n+=P(42,146,2.2,k.ink)+F(28,167,2,1.4,k.ink),n+=L(`M46 132 L36 160 M28 158 C32 162 36 168 38 176`,`none`,{stroke:k.red,"stroke-width":2.4}),n+=L(`M94 170 C112 175 132 174 148 172 L152 216 C130 224 106 222 92 214 Z`,e.coat,J),n+=L(`M92 214 C106 222 130 224 152 216`,`none`,{stroke:k.gold,"stroke-width":4,"stroke-dasharray":`2 2`}),n+=L(`M98 176 C114 180 130 179 144 177`,`none`,{stroke:k.gold,"stroke-width":2}),n}function An(e){let t=Tn[e],n=En(110,58)+kn(t);if(n+=L(`M104 118 Q118 112 132 118 L136 170 Q118 177 100 170 Z`,t.coat2,J),n+=L(`M100 150 L136 150 L137 158 L99 158 Z`,`#5a3a22`,J),n+=G([[130,124],[128,148],[106,150]],10,t.coat2,k.ink)+K(103,150,5.5,k.skin,k.ink),n+=L(`M101 150 C80 156 52 164 36 172`,`none`,{stroke:`#4a2e1c`,"stroke-width":1.4}),n+=G([[120,170],[106,192],[110,222]],13,t.hose[0],k.ink)+F(106,226,10,5,`#4a2e1c`,J),n+=I(112,100,11,14,k.skin,J),n+=un(118,90,14,{skin:k.skin,ink:k.ink,hair:t.hair,hairStyle:`short`}),n+=L(`M100 78 Q118 50 136 78 Z`,t.hat,J)+F(118,78,21,4.5,t.hat,J),n+=L(`M124 62 C132 44 150 40 160 48 C148 48 138 54 128 66 Z`,k.goldLight,J),e===`s`||e===`b`){let r=e===`s`?W(`napoletane`,`s`,{x:80,y:84,rot:-18,len:128,flip:!0},`suit`):W(`napoletane`,`b`,{x:78,y:92,rot:-22,len:118},`suit`);n+=G([[108,124],[96,140],[90,126]],10,t.coat2,k.ink)+r+K(89,124,6,k.skin,k.ink)}else n+=G([[108,124],[92,136],[84,118]],10,t.coat2,k.ink)+Dn(e,82,114,.85)+K(83,114,6,k.skin,k.ink);return n}function jn(e){let t=Tn[e],n=t.coat2===k.gold?k.red:t.coat2,r=En(100,56);r+=L(`M74 106 Q100 96 126 106 C140 150 152 230 158 282 Q100 296 42 282 C48 230 60 150 74 106 Z`,n,J),r+=L(`M84 110 L116 110 C120 170 126 230 130 284 Q100 292 70 284 C74 230 80 170 84 110 Z`,t.coat,J),r+=L(`M96 112 L104 112 L109 288 L91 288 Z`,k.gold,J);for(let e=0;e<9;e++)r+=P(100,128+e*18,2.6,e%2?k.red:k.blue,{stroke:k.ink,"stroke-width":.6});if(r+=F(89,289,8,4,`#4a2e1c`,J)+F(111,289,8,4,`#4a2e1c`,J),r+=L(`M80 168 L120 168 L121 176 L79 176 Z`,k.gold,J),r+=L(`M70 110 Q100 94 130 110 L136 136 Q100 148 64 136 Z`,`#fffaf0`,J)+fn(70,106,60,36,9,k.ink),r+=R(62,110,62,252,k.ink,5.6,{"stroke-linecap":`round`})+R(62,110,62,252,k.gold,3.4,{"stroke-linecap":`round`}),r+=P(62,104,6,k.gold,J)+L(`M62 92 L62 100 M58 95 L66 95`,`none`,{stroke:k.ink,"stroke-width":2}),r+=G([[76,116],[58,140],[62,166]],12,n,k.ink)+I(55,160,14,5,`#fffaf0`,J)+K(62,170,6.5,k.skin,k.ink),r+=I(94,92,12,12,k.skin,J),r+=un(100,80,16,{skin:k.skin,ink:k.ink,hair:`#d8d2c4`,hairStyle:`curly`,beard:`#e9e4d8`}),r+=dn(100,66,34,24,{gold:k.gold,ink:k.ink,jewelA:k.red,jewelB:k.blue}),e===`s`||e===`b`){let t=e===`s`?W(`napoletane`,`s`,{x:150,y:104,len:160},`suit`):W(`napoletane`,`b`,{x:150,y:172,len:196},`suit`);r+=G([[124,116],[142,142],[147,164]],12,n,k.ink)+t+K(149,166,6.5,k.skin,k.ink)}else r+=G([[124,116],[144,136],[148,150]],12,n,k.ink)+I(141,144,14,5,`#fffaf0`,J)+Dn(e,149,150,1)+K(149,152,6.5,k.skin,k.ink);return r}var Y=(e,t)=>e.map(([e,n])=>({x:e,y:n,s:t})),Mn={d:{2:Y([[100,92],[100,228]],1.65),3:Y([[60,78],[100,160],[140,242]],1.45),4:Y([[63,88],[137,88],[63,232],[137,232]],1.5),5:Y([[60,76],[140,76],[100,160],[60,244],[140,244]],1.4),6:Y([[63,70],[137,70],[63,160],[137,160],[63,250],[137,250]],1.38),7:Y([[100,68],[158,114],[158,206],[100,252],[42,206],[42,114],[100,160]],1.22)},c:{2:Y([[100,94],[100,228]],1.6),3:Y([[100,86],[60,226],[140,226]],1.45),4:Y([[62,92],[138,92],[62,230],[138,230]],1.45),5:Y([[60,80],[140,80],[100,160],[60,242],[140,242]],1.3),6:Y([[62,72],[138,72],[62,160],[138,160],[62,248],[138,248]],1.3),7:Y([[52,76],[100,76],[148,76],[100,160],[52,244],[100,244],[148,244]],1.12)}},Nn={d:{2:Y([[68,100],[132,220]],1.6),3:Y([[100,76],[100,160],[100,244]],1.45),4:Y([[64,90],[136,90],[64,230],[136,230]],1.5),5:Y([[62,80],[138,80],[100,160],[62,240],[138,240]],1.35),6:Y([[64,74],[136,74],[64,160],[136,160],[64,246],[136,246]],1.3),7:Y([[70,76],[130,76],[50,160],[100,160],[150,160],[70,244],[130,244]],1.12)},c:{2:Y([[100,96],[100,224]],1.55),3:Y([[62,96],[138,96],[100,226]],1.35),4:Y([[64,96],[136,96],[64,228],[136,228]],1.3),5:Y([[62,82],[138,82],[100,160],[62,238],[138,238]],1.2),6:Y([[64,76],[136,76],[64,160],[136,160],[64,244],[136,244]],1.2),7:Y([[100,62],[64,132],[136,132],[64,196],[136,196],[64,258],[136,258]],1.05)}};function Pn(e,t,n,r,i,a){let o=[];for(let t=0;t<e;t++){let s=e===1?0:-r+2*r*t/(e-1),c=s>0?180:0;o.push({x:100+s,y:160,rot:n+c,len:i,flip:!1}),o.push({x:100-s,y:160,rot:-n+c,len:i,flip:a})}return t&&o.push({x:100,y:160,rot:0,len:i+10}),o}function Fn(e,t,n){let r=n===`napoletane`?1:1.2;switch(e){case 2:return Pn(1,!1,21*r,0,250,t);case 3:return Pn(1,!0,22*r,0,246,t);case 4:return Pn(2,!1,17*r,30,236,t);case 5:return Pn(2,!0,17*r,30,236,t);case 6:return Pn(3,!1,13*r,46,226,t);default:return Pn(3,!0,13*r,46,226,t)}}function In(e,t,n){if(t===`d`||t===`c`){let r=(e===`napoletane`?Mn:Nn)[t][n];if(!r)throw Error(`no layout for ${n} ${t}`);return r}return Fn(n,e===`napoletane`&&t===`s`,e)}function Ln(e){let t={2:[[100,66],[100,254]],3:[[100,66],[100,160],[100,254]],4:[[62,66],[138,66],[62,254],[138,254]],5:[[62,66],[138,66],[100,160],[62,254],[138,254]],6:[[62,66],[138,66],[62,160],[138,160],[62,254],[138,254]],7:[[62,66],[138,66],[100,113],[62,160],[138,160],[62,254],[138,254]],8:[[62,66],[138,66],[100,113],[62,160],[138,160],[100,207],[62,254],[138,254]],9:[[62,66],[138,66],[62,129],[138,129],[100,160],[62,191],[138,191],[62,254],[138,254]],10:[[62,66],[138,66],[100,97],[62,129],[138,129],[62,191],[138,191],[100,223],[62,254],[138,254]]}[e];if(!t)throw Error(`no layout for ${e} pips`);return t.map(([e,t])=>({x:e,y:t,s:1,turn:t>160.5}))}var Rn={d:`#9a6708`,c:k.red,s:k.blue,b:k.greenDark};function zn(e,t){let n=B(18,31,String(zt(e)),{"font-family":V,"font-size":21,"font-weight":`bold`,fill:Rn[t],stroke:k.paper,"stroke-width":.6});return n+Kt(n)}function Bn(e,t){let n=qt(k.paper,k.ink),r=Rt(e);return n+=e===`A`?Cn(t):r>0?In(`napoletane`,t,r).map(e=>W(`napoletane`,t,e)).join(``):e===`F`?On(t):e===`C`?An(t):jn(t),n+zn(e,t)}function Vn(){return qt(k.paper,k.ink)+I(11,11,178,298,k.redDark,{rx:7,stroke:k.gold,"stroke-width":2})+L(gn(15,15,170,290,14,5),k.red)+L(gn(15,15,170,290,14,1.6),k.gold)+I(17,17,166,286,`none`,{rx:5,stroke:k.gold,"stroke-width":1})+P(100,160,42,k.paper,{stroke:k.gold,"stroke-width":4})+P(100,160,36,`none`,{stroke:k.redDark,"stroke-width":1.4})+z(W(`napoletane`,`d`,{x:0,y:0,s:1.45},`suit`),{transform:`translate(100 160)`})}var Hn=`#fffaf0`;function Un(e,t,n,r,i){let a=n-1.1*r,o={stroke:i.ink,"stroke-width":1.1,"stroke-linejoin":`round`};switch(e){case`beret`:return pn(t,a+1,1.8*r,i.coat2,i.trim,i.ink,-1);case`crown`:return dn(t,a+7,2.05*r,1.45*r,i.crown);case`queen`:return dn(t,a+5,1.7*r,1.15*r,i.crown);case`plumed`:return L(`M${M(t+6)} ${M(a-6)} C${M(t+12)} ${M(a-30)} ${M(t+34)} ${M(a-34)} ${M(t+44)} ${M(a-22)} C${M(t+30)} ${M(a-24)} ${M(t+20)} ${M(a-16)} ${M(t+14)} ${M(a-2)} Z`,i.trim,o)+L(`M${M(t-r*1.1)} ${M(a+6)} Q${M(t-r)} ${M(a-r*1.1)} ${M(t)} ${M(a-r*1.15)} Q${M(t+r)} ${M(a-r*1.1)} ${M(t+r*1.1)} ${M(a+6)} Z`,i.coat2,o)+F(t,a+6,r*1.4,4,i.coat2,o)+I(t-r*1.05,a+1,r*2.1,4,i.trim,o);case`jester`:{let e=[[-1,-2.2,-2.1,-.6],[0,-2.6,0,-2.5],[1,-2.2,2.1,-.6]],s=``,c=[i.coat,i.coat2,i.coat];return e.forEach(([e,l,u,d],f)=>{s+=L(`M${M(t-r*.95)} ${M(a+6)} C${M(t+e*r*.6)} ${M(n+l*r)} ${M(t+u*r*.9)} ${M(n+(d-1.3)*r)} ${M(t+u*r)} ${M(n+d*r)} C${M(t+u*r*.6)} ${M(n+(d-.6)*r)} ${M(t+e*r*.3)} ${M(n+(l+.5)*r)} ${M(t+r*.95)} ${M(a+6)} Z`,c[f],o),s+=P(t+u*r,n+d*r+3,4,i.trim,o)}),s+I(t-r*1.05,a+2,r*2.1,7,i.trim,{...o,rx:3})}}}function Wn(e,t,n){let r={stroke:n.ink,"stroke-width":1.1};if(e===`ruff`){let e=F(t,104,27,8,Hn,r);for(let r=-3;r<=3;r++)e+=L(`M${M(t+r*7)} 98 L${M(t+r*7.6)} 111`,`none`,{stroke:n.ink,"stroke-width":.6});return e}return e===`ermine`?L(`M${M(t-40)} 114 Q${M(t)} 96 ${M(t+40)} 114 L${M(t+44)} 130 Q${M(t)} 118 ${M(t-44)} 130 Z`,Hn,r)+fn(t-40,106,80,20,8,n.ink):L(`M${M(t-14)} 104 L${M(t)} 118 L${M(t+14)} 104 Z`,Hn,r)}function Gn(e){let t=e.dx??0,n=e=>e+t,r={stroke:e.ink,"stroke-width":1.2,"stroke-linejoin":`round`},i=``;i+=L(`M${n(46)} 160 L${n(48)} 136 Q${n(52)} 114 ${n(80)} 107 L${n(120)} 107 Q${n(148)} 114 ${n(152)} 136 L${n(154)} 160 Z`,e.coat,r),i+=L(`M${n(87)} 109 L${n(113)} 109 L${n(119)} 160 L${n(81)} 160 Z`,e.coat2,r);let a=`M${n(84)} 160`;for(let e=152,t=0;e>112;e-=8,t++)a+=` L${n(t%2?84+(160-e)*.06:116-(160-e)*.06)} ${e}`;i+=L(a,`none`,{stroke:e.trim,"stroke-width":2}),i+=R(n(52),150,n(148),150,e.trim,3),i+=I(n(92),88,16,20,e.skin,r),i+=Wn(e.collar,n(100),e),i+=G([[n(62),120],[n(60),146],[n(84),148]],12,e.coat,e.ink)+I(n(76),141,5,14,e.trim,r),e.chest&&(i+=e.chest),i+=K(n(88),148,6,e.skin,e.ink),i+=un(n(100),72,19,{skin:e.skin,ink:e.ink,hair:e.hair,hairStyle:e.hairStyle,beard:e.beard}),i+=Un(e.headwear,n(100),72,19,e);let[o,s]=e.heldHand;return i+=G([[n(136),118],[n(148),144],[o,s+8]],12,e.coat,e.ink),i+=e.held+K(o,s+4,6.5,e.skin,e.ink),i}function Kn(e,t,n,r){return e+Kt(e)+R(t,160,n,160,r,1.4)}function qn(e,t,n,r){let i={stroke:r,"stroke-width":1.2,"stroke-linejoin":`round`};return L(`M48 160 C52 142 58 126 61 112 C53 123 45 126 38 124 C32 128 22 128 18 122 C14 116 15 108 21 103 L50 64 L51 47 L58 59 L63 45 L66 61 C80 78 88 116 90 160 Z`,e,i)+L(`M64 57 C84 74 95 114 99 160 L90 160 C88 116 80 78 64 62 Z`,t,i)+L(`M52 60 C46 60 42 66 42 72 C47 68 52 67 56 68 Z`,t,i)+L(`M62 110 C60 98 52 92 44 98`,`none`,{stroke:r,"stroke-width":1})+F(50,80,2.6,2,r)+F(21,112,2.2,1.5,r)+L(`M29 124 C26 122 24 120 22 120`,`none`,{stroke:r,"stroke-width":1})+L(`M56 66 L36 110 M25 99 L40 112`,`none`,{stroke:n,"stroke-width":2.8})+P(36,110,2.8,`#f2d585`,i)}function Jn(){return I(7,7,186,306,`none`,{rx:8,stroke:A.red,"stroke-width":2.2})+I(10.5,10.5,179,299,`none`,{rx:6,stroke:A.red,"stroke-width":.7})}function Yn(e){let t=String(zt(e)),n=I(12,12,21,25,A.paper,{stroke:A.red,"stroke-width":1,rx:2})+B(22.5,30.5,t,{"font-family":V,"font-size":t.length>1?14:17,"font-weight":`bold`,fill:A.blue});return n+Kt(n)}var Xn={d:{coat:A.blue,coat2:A.red,trim:A.gold,hair:`#7a4a22`,horse:`#f3efe6`,mane:`#b9a27a`},c:{coat:A.red,coat2:A.blue,trim:A.gold,hair:`#b07a2a`,horse:`#8e4f26`,mane:`#35210f`},s:{coat:A.greenDark,coat2:A.red,trim:A.goldLight,hair:`#35210f`,horse:`#bdbcb8`,mane:`#55514c`},b:{coat:A.wood,coat2:A.blue,trim:A.red,hair:`#8c3f1c`,horse:`#5b3d2a`,mane:`#2a1a10`}};function Zn(e,t,n){switch(e){case`d`:return W(`piacentine`,`d`,{x:t,y:n-18,s:.85},`suit`);case`c`:return W(`piacentine`,`c`,{x:t,y:n-18,s:.8},`suit`);case`s`:return W(`piacentine`,`s`,{x:t,y:n-44,len:118},`suit`);case`b`:return W(`piacentine`,`b`,{x:t,y:n-38,len:106},`suit`)}}function Qn(e,t){let n=Xn[t],r=e===`C`?14:0,i=[146+r,130],a=Gn({ink:A.ink,skin:A.skin,hair:e===`R`?`#d9d3c6`:n.hair,hairStyle:e===`R`?`curly`:`short`,beard:e===`R`?`#ece7dc`:void 0,coat:n.coat,coat2:n.coat2,trim:n.trim,collar:e===`R`?`ermine`:`ruff`,headwear:e===`R`?`crown`:e===`C`?`plumed`:`beret`,crown:{gold:A.gold,ink:A.ink,jewelA:A.red,jewelB:A.blue},held:Zn(t,i[0],i[1]),heldHand:i,dx:r});return e===`C`&&(a+=qn(n.horse,n.mane,A.red,A.ink)),I(14,14,172,292,$n(t),{rx:4})+Kn(a,16,184,A.red)}function $n(e){return{d:`#f6ecd0`,c:`#f5e5dc`,s:`#e8eee2`,b:`#f1e6d6`}[e]}function er(e,t){let n=qt(A.paper,A.ink)+Jn(),r=Rt(e);return n+=e===`A`?wn(t):r>0?In(`piacentine`,t,r).map(e=>W(`piacentine`,t,e)).join(``):Qn(e,t),n+Yn(e)}function tr(){return qt(A.paper,A.ink)+I(9,9,182,302,A.blue,{rx:7})+L(_n(9,9,182,302,12),`none`,{stroke:`#9db6d3`,"stroke-width":.8})+I(9,9,182,302,`none`,{rx:7,stroke:A.red,"stroke-width":3})+I(15,15,170,290,`none`,{rx:5,stroke:A.paper,"stroke-width":1.2})+L(`M100 96 L150 160 L100 224 L50 160 Z`,A.paper,{stroke:A.red,"stroke-width":2.5})+L(Wt(100,160,30,14,8),A.gold,{stroke:A.ink,"stroke-width":1})+P(100,160,9,A.red,{stroke:A.ink,"stroke-width":1})}var nr=`M0 46 C-9 33 -48 8 -48 -17 C-48 -37 -32 -47 -20 -47 C-9 -47 -2 -40 0 -31 C2 -40 9 -47 20 -47 C32 -47 48 -37 48 -17 C48 8 9 33 0 46 Z`,rr=`M0 -50 C10 -30 22 -14 38 0 C22 14 10 30 0 50 C-10 30 -22 14 -38 0 C-22 -14 -10 -30 0 -50 Z`,ir=`M0 -49 C-10 -33 -47 -12 -47 11 C-47 29 -33 37 -21 37 C-12 37 -6 32 -3 27 C-4 38 -9 45 -17 49 L17 49 C9 45 4 38 3 27 C6 32 12 37 21 37 C33 37 47 29 47 11 C47 -12 10 -33 0 -49 Z`,ar={h:nr,d:rr,c:`M0 -49 C-13 -49 -22 -39 -22 -27 C-22 -19 -18 -13 -14 -9 C-17 -11 -21 -12 -25 -12 C-38 -12 -48 -2 -48 11 C-48 24 -38 34 -25 34 C-15 34 -7 28 -3 20 C-4 34 -9 43 -17 49 L17 49 C9 43 4 34 3 20 C7 28 15 34 25 34 C38 34 48 24 48 11 C48 -2 38 -12 25 -12 C21 -12 17 -11 14 -9 C18 -13 22 -19 22 -27 C22 -39 13 -49 0 -49 Z`,s:ir},or=ir;function sr(e){return e===`h`||e===`d`}function cr(e){return sr(e)?j.red:j.black}function lr(e){return`<path d="${ar[e]}" fill="${cr(e)}"/>`}function ur(e,t,n){return Ut(t,lr(e),n)}var dr={A:`A`,2:`2`,3:`3`,4:`4`,5:`5`,6:`6`,7:`7`,8:`8`,9:`9`,T:`10`,J:`J`,Q:`Q`,K:`K`};function fr(e,t){let n=dr[e],r=B(17,31,n,{"font-family":V,"font-size":n.length>1?20:24,"font-weight":`bold`,fill:cr(t),"letter-spacing":n.length>1?-1.5:void 0})+ur(t,{x:17,y:44,s:.15});return r+Kt(r)}function pr(e,t){return Ln(e).map(e=>ur(t,{x:e.x,y:e.y,s:.37,rot:e.turn?180:0},`pip`)).join(``)}function mr(e){let t=ur(e,{x:100,y:160,s:e===`s`?1.05:.9},`pip`);return e===`s`?t+Ut({x:100,y:158,s:.72},`<path d="${or}" fill="none" stroke="${j.white}" stroke-width="2.6"/>`)+B(100,166,`C`,{"font-family":V,"font-size":20,"font-weight":`bold`,fill:j.white})+L(`M58 236 Q100 222 142 236`,`none`,{stroke:j.black,"stroke-width":1.5})+B(100,256,`CIRCOLO`,{"font-family":V,"font-size":11,"letter-spacing":3,fill:j.black}):t}function hr(e,t){let n={stroke:j.ink,"stroke-width":1};return L(`M${M(e-3)} ${M(t-6)} L${M(e-3)} ${M(t-92)} L${M(e)} ${M(t-102)} L${M(e+3)} ${M(t-92)} L${M(e+3)} ${M(t-6)} Z`,`#dfe5ea`,n)+I(e-12,t-9,24,4.5,j.yellow,{...n,rx:2})}function gr(e,t,n){let r={stroke:j.ink,"stroke-width":1};return L(`M${M(e)} ${M(t)} Q${M(e-6)} ${M(t-20)} ${M(e-2)} ${M(t-38)}`,`none`,{stroke:`#2f7a3a`,"stroke-width":2.4})+L(`M${M(e-4)} ${M(t-18)} C${M(e-16)} ${M(t-24)} ${M(e-18)} ${M(t-16)} ${M(e-18)} ${M(t-14)} C${M(e-12)} ${M(t-12)} ${M(e-8)} ${M(t-14)} ${M(e-4)} ${M(t-18)} Z`,`#2f7a3a`,r)+P(e-2,t-44,8,n,r)+P(e-2,t-44,3.2,j.yellow,r)}function _r(e,t){let n={stroke:j.ink,"stroke-width":1};return R(e,t+14,e,t-104,j.ink,4.6,{"stroke-linecap":`round`})+R(e,t+14,e,t-104,`#9a6a3a`,2.6,{"stroke-linecap":`round`})+L(`M${M(e)} ${M(t-118)} L${M(e+3.5)} ${M(t-104)} L${M(e-3.5)} ${M(t-104)} Z`,`#dfe5ea`,n)+L(`M${M(e+2)} ${M(t-100)} C${M(e+16)} ${M(t-104)} ${M(e+18)} ${M(t-86)} ${M(e+14)} ${M(t-80)} C${M(e+10)} ${M(t-86)} ${M(e+6)} ${M(t-88)} ${M(e+2)} ${M(t-86)} Z`,`#dfe5ea`,n)}function vr(e,t){let n=sr(t),r=n?j.red:j.blue,i=n?j.blue:j.red,a=[146,128],o=e===`K`?hr(a[0],a[1]):e===`Q`?gr(a[0],a[1],i):_r(a[0],a[1]),s=Gn({ink:j.ink,skin:j.skin,hair:e===`J`?`#c7902f`:e===`Q`?`#6b3a1a`:`#8a8378`,hairStyle:e===`Q`?`long`:e===`K`?`curly`:`short`,beard:e===`K`?`#9a9186`:void 0,coat:e===`Q`?i:r,coat2:e===`Q`?r:j.yellow,trim:e===`Q`?j.yellow:i,collar:e===`K`?`ermine`:`ruff`,headwear:e===`K`?`crown`:e===`Q`?`queen`:`beret`,crown:{gold:j.yellow,ink:j.ink,jewelA:j.red,jewelB:j.blue},held:o,heldHand:a})+ur(t,{x:48,y:42,s:.2},`suit`);return I(32,22,136,276,j.white,{stroke:j.ink,"stroke-width":1.2})+I(35,25,130,270,`none`,{stroke:cr(t),"stroke-width":.6})+Kn(s,32,168,j.ink)}function yr(){let e=z(Gn({ink:j.ink,skin:j.skin,hair:`#3a2a1a`,hairStyle:`short`,coat:j.red,coat2:j.black,trim:j.yellow,collar:`ruff`,headwear:`jester`,crown:{gold:j.yellow,ink:j.ink,jewelA:j.red,jewelB:j.blue},held:R(146,150,146,70,j.ink,4,{"stroke-linecap":`round`})+R(146,150,146,70,j.yellow,2.2,{"stroke-linecap":`round`})+P(146,62,9,j.skin,{stroke:j.ink,"stroke-width":1})+L(`M137 58 L134 46 L142 54 L146 42 L150 54 L158 46 L155 58 Z`,j.red,{stroke:j.ink,"stroke-width":1}),heldHand:[146,128]})+L(gn(52,124,96,34,12,4.5),j.yellow,{opacity:.9}),{transform:`translate(-30 24) scale(1.3)`}),t=``;return`JOKER`.split(``).forEach((e,n)=>{t+=B(17,30+n*17,e,{"font-family":V,"font-size":15,"font-weight":`bold`,fill:n%2?j.black:j.red})}),e+I(40,248,120,34,j.white,{stroke:j.ink,"stroke-width":1.2,rx:5})+B(100,274,`JOKER`,{"font-family":V,"font-size":24,"font-weight":`bold`,"letter-spacing":2,fill:j.red})+t+Kt(t)}function br(e){let t=qt(j.paper,j.ink);if(e===`JK`)return t+yr();let n=e[0],r=e[1],i=Bt(n);return t+=n===`A`?mr(r):i>0?pr(i,r):vr(n,r),t+fr(n,r)}function xr(){let e=[`h`,`c`,`d`,`s`].map((e,t)=>Ut({x:[0,20,0,-20][t],y:[-19,0,19,0][t],s:.22},lr(e))).join(``);return qt(j.paper,j.ink)+I(10,10,180,300,j.blue,{rx:7})+L(gn(10,10,180,300,10,4),`#2d64bd`)+I(16,16,168,288,`none`,{rx:5,stroke:j.white,"stroke-width":1.5})+I(20,20,160,280,`none`,{rx:4,stroke:j.white,"stroke-width":.6})+P(100,160,40,j.white,{stroke:j.yellow,"stroke-width":3})+z(e,{transform:`translate(100 160)`})}var Sr=Object.freeze([`napoletane`,`piacentine`]);Object.freeze([`francesi`]);var Cr=new Map,wr=new Map;function Tr(e){return e===`napoletane`||e===`piacentine`||e===`francesi`}function Er(e,t){if(t===`francesi`){if(!Lt(e)){let n=It(e)?` (an Italian card code; use an Italian deck)`:``;throw Error(`Unknown card code "${e}" for deck "${t}"${n}`)}return Jt(br(e),t,e)}if(!It(e)){let n=Lt(e)?` (a French card code; use the francesi deck)`:``;throw Error(`Unknown card code "${e}" for deck "${t}"${n}`)}let n=e[0],r=e[1];return Jt(t===`napoletane`?Bn(n,r):er(n,r),t,e)}function Dr(e,t){if(!Tr(t))throw Error(`Unknown deck "${String(t)}" for card code "${e}"`);let n=`${t}:${e}`,r=Cr.get(n);return r===void 0&&(r=Er(e,t),Cr.set(n,r)),r}function Or(e){if(!Tr(e))throw Error(`Unknown deck "${String(e)}"`);let t=wr.get(e);return t===void 0&&(t=Jt(e===`napoletane`?Vn():e===`piacentine`?tr():xr(),e,`back`),wr.set(e,t)),t}function X(e,t){return v`${jt(Dr(e,t))}`}function kr(e){return v`${jt(Or(e))}`}var Ar=[`h`,`s`,`d`,`c`],jr=[`A`,`2`,`3`,`4`,`5`,`6`,`7`,`8`,`9`,`T`,`J`,`Q`,`K`];function Mr(e){return e.split(`=`)[0]}function Nr(e){let[,t]=e.split(`=`);return t??null}function Pr(e,t){return e===`JK`||t&&(e===`2c`||e===`2s`)}function Z(e,t=T()){let n=Mr(e);return n===`JK`?E(`card.french.joker`,{},t):E(`card.french.name`,{rank:E(`card.french.rank.${n[0]}`,{},t),suit:E(`card.french.suit.${n[1]}`,{},t)},t)}function Fr(e,t=!1){let n=e=>Pr(e,t)?1e3+ +(e===`JK`):Ar.indexOf(e[1])*20+jr.indexOf(e[0]);return[...e].sort((e,t)=>n(e)-n(t))}function Q(e){return e%2}function Ir(e,t,n,r){let i=((e-t)%n+n)%n;return i===0?`south`:n===2||i===2?`north`:i===1?r===`clockwise`?`west`:`east`:r===`clockwise`?`east`:`west`}function Lr(e,t){return t<0||t>=e.length?[]:e.slice(t)}function Rr(e){let t=Q(e.seat);return[e.melds.filter(e=>e.team===t),e.melds.filter(e=>e.team!==t)]}function zr(e){return!!e&&e.phase===`play`&&!!e.view&&e.view.to_move===e.you}function Br(e,t,n,r){let i={drawStock:!1,endHand:!1,takePile:!1,meld:!1,attach:!1,swap:!1,discard:!1,undo:!1};if(!e||!zr(e)||!e.view)return i;let a=e.view;if(a.phase===`draw`)return{...i,drawStock:a.stock_size>0,endHand:a.stock_size===0,takePile:r!==null&&a.usable_pile.includes(r)};let o=n===null?void 0:a.melds.find(e=>e.number===n),s=o!==void 0&&o.team===Q(a.seat),c=o?Vr(o,a.options.pinelle):null,l=o!==void 0&&c!==null&&(c===`JK`||s)&&a.opened[a.seat];return{...i,meld:t.length>=3,attach:t.length>=1&&s,swap:t.length===1&&l&&!Pr(t[0],a.options.pinelle),discard:t.length===1&&a.discardable.includes(t[0]),undo:(a.turn?.actions.length??0)>0}}function Vr(e,t){if(e.kind===`jokers`)return null;for(let n of e.cards)if(Nr(n)!==null&&Pr(Mr(n),t))return Mr(n);return null}function Hr(e,t){return e.some(e=>Pr(e,t))}function Ur(e,t){let n=new Set(e);return n.has(t)?n.delete(t):n.add(t),n}function Wr(e,t){return e.filter((e,n)=>t.has(n))}function Gr(e,t){return{type:`pin`,step:e,turn:t.turns.length}}function Kr(e,t){return t===null?{meld:e}:{attach:t,cards:e}}function qr(e){return`attach`in e||`swap`in e}var Jr=[`melded`,`in_hand`,`closing`,`not_opened`,`total`],Yr=class extends Error{constructor(e){super(e.message),this.answer=e}},Xr=1;function Zr(e){return{type:`error`,v:1,id:null,code:`closed`,message:E(e,{},`en`),message_it:E(e,{},`it`)}}var Qr=new Set([`bad_token`,`no_table`]),$r={4403:`web.error.closed_no_seat`,4404:`web.error.closed_no_table`,4409:`web.error.closed_replaced`,4410:`web.error.closed_left`,4411:`web.error.closed_gone`},ei=class{constructor(e,t,n=e=>new WebSocket(e)){this.url=e,this.events=t,this.open=n,this.socket=null,this.nextId=1,this.lastSeq=-1,this.last=null,this.retryMs=400,this.closed=!1,this.pending=new Map}static urlFor(e,t,n){return`${n.protocol===`https:`?`wss:`:`ws:`}//${n.host}/api/tables/${encodeURIComponent(e)}/ws?token=${encodeURIComponent(t)}`}connect(){if(this.closed)return;let e=this.open(this.url);this.socket=e,e.onopen=()=>{this.retryMs=400,this.events.connected(!0)},e.onmessage=e=>this.receive(String(e.data)),e.onclose=t=>{if(this.socket!==e)return;this.socket=null,this.events.connected(!1);for(let[,e]of this.pending)e.reject(new Yr(Zr(`web.error.connection_lost`)));this.pending.clear();let n=typeof t?.code==`number`?$r[t.code]:void 0;n&&!this.closed&&(this.closed=!0,this.events.error(Zr(n))),this.closed||(setTimeout(()=>this.connect(),this.retryMs),this.retryMs=Math.min(this.retryMs*2,5e3))}}receive(e){let t;try{t=JSON.parse(e)}catch{return}if(t.type===`state`){t.seq>=this.lastSeq&&(this.lastSeq=t.seq,this.last=t,this.events.state(this.last));return}if(t.type===`presence`){if(this.last&&t.seat.seat<this.last.seats.length){let e=this.last.seats.map(e=>e.seat===t.seat.seat?t.seat:e);this.last={...this.last,seats:e},this.events.state(this.last)}return}let n=typeof t.id==`number`?this.pending.get(t.id):void 0;n&&typeof t.id==`number`&&this.pending.delete(t.id),t.type===`error`?(Qr.has(t.code)&&(this.closed=!0),n?n.reject(new Yr(t)):this.events.error(t)):n?.resolve(t)}send(e){let t=this.socket;if(!t||t.readyState!==Xr)return Promise.reject(new Yr(Zr(`web.error.not_connected`)));let n=this.nextId++;return new Promise((r,i)=>{this.pending.set(n,{resolve:r,reject:i}),t.send(JSON.stringify({...e,id:n}))})}close(){this.closed=!0,this.socket?.close(),this.socket=null}},ti={card:[[320,.05,`triangle`]],trick:[[440,.06,`triangle`],[330,.08,`triangle`]],turn:[[660,.08,`sine`]],win:[[523,.12,`sine`],[659,.12,`sine`],[784,.2,`sine`]],lose:[[392,.15,`sine`],[330,.25,`sine`]],refuse:[[160,.12,`square`]]},ni=null;function $(e,t){if(t&&typeof AudioContext<`u`)try{ni??=new AudioContext;let t=ni.currentTime;for(let[n,r,i]of ti[e]){let e=ni.createOscillator(),a=ni.createGain();e.type=i,e.frequency.value=n,a.gain.setValueAtTime(.08,t),a.gain.exponentialRampToValueAtTime(.001,t+r),e.connect(a).connect(ni.destination),e.start(t),e.stop(t+r),t+=r*.9}}catch{}}var ri=m`
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
`;function ii(e,t){return[`south`,`east`,`north`,`west`][((e-t)%4+4)%4]}function ai(e){return e%2}function oi(e){return Math.floor(e.plays.length/4)}function si(e){let t=e.plays.length;if(t===0)return{plays:[],complete:!1};let n=t%4==0?t-4:t-t%4;return{plays:e.plays.slice(n),complete:t%4==0}}function ci(e){let t=Array.from({length:4},()=>10);for(let n of e.plays)--t[n.seat];return t}function li(e,t){if(!e||!t||t.to_move!==t.seat)return[];let n=e.vocabularies[t.options.signals];if(!n||oi(t)>=e.last_signal_trick)return[];let r=t.plays.length%4==0;return n.who===`leader`&&!r?[]:n.signals}function ui(e,t,n){if(e.includes(t))return e.filter(e=>e!==t);let r=e=>n.find(t=>t.id===e)?.companion??!1;return[...e.filter(e=>r(e)!==r(t)),t]}function di(e){return e.phase===`hand_over`?e.seats.filter(t=>t.kind===`human`&&t.connected&&!e.ready.includes(t.seat)).map(e=>e.seat):[]}function fi(e,t,n){let r=e.seats[t];return t===e.you?r.name?`${r.name} (${n.you})`:n.you:r.kind===`human`&&r.name?r.ai?`${r.name} (${n.ai})`:r.name:r.kind===`open`?n.open:pi(r.ai,n.ai)}function pi(e,t){let n=(e??``).split(`:`)[0];return!n||n===`heuristic`?t:`${t} (${n===`pimc`?`pimc ★`:n})`}var mi=`francesi`,hi=class extends C{static{this.properties={seat:{attribute:!1},store:{attribute:!1},state:{state:!0},connected:{state:!0},refusal:{state:!0},picked:{state:!0},meld:{state:!0},pileIndex:{state:!0},choices:{state:!0},sentReady:{state:!0}}}constructor(){super(),this.display=new Ot(this),this.connection=null,this.state=null,this.connected=!1,this.refusal=``,this.picked=new Set,this.meld=null,this.pileIndex=null,this.choices=null,this.sentReady=!1}connectedCallback(){super.connectedCallback(),this.connection=new ei(ei.urlFor(this.seat.table,this.seat.token,location),{state:e=>this.receive(e),error:e=>this.refuse(e),connected:e=>this.connected=e}),this.connection.connect()}disconnectedCallback(){super.disconnectedCallback(),this.connection?.close(),this.connection=null}get sounds(){return this.store.settings.sounds}receive(e){let t=this.state;zr(e)&&!zr(t)&&$(`turn`,this.sounds);let n=t?.view?.hand.join(` `);zr(e)&&e.view?.hand.join(` `)===n||(this.picked=new Set,this.choices=null),e.view?.phase!==`draw`&&(this.pileIndex=null),this.meld!==null&&!e.view?.melds.some(e=>e.number===this.meld)&&(this.meld=null),e.phase!==`hand_over`&&(this.sentReady=!1),e.phase===`over`&&t?.phase!==`over`&&e.match.winner!==null&&$(e.match.winner===Q(e.you)?`win`:`lose`,this.sounds),e.status===`finished`&&this.seat.mode!==`multi`&&this.store.removeSeat(this.seat.table),this.state=e}refuse(e){this.refusal=T()===`it`?e.message_it:e.message,$(`refuse`,this.sounds)}async send(e){this.refusal=``;try{return await this.connection?.send(e)??null}catch(e){return e instanceof Yr&&this.refuse(e.answer),null}}hand(e){return Fr(e.hand,e.options.pinelle)}selection(e){return Wr(this.hand(e),this.picked)}async step(e){let t=this.state?.view;t&&(await this.send(Gr(e,t)))?.type===`ack`&&(this.picked=new Set,this.choices=null,qr(e)||(this.meld=null))}async lay(e){let t=this.state?.view;if(!t)return;let n=this.selection(t),r=e===`attach`?this.meld:null;if(Hr(n,t.options.pinelle)){let e=(await this.send({type:`pin_choices`,cards:n,...r===null?{}:{meld:r}}))?.choices??[];if(e.length>1){this.choices={meld:r,options:e};return}if(e.length===1){await this.step(Kr(e[0],r));return}}await this.step(Kr(n,r))}async swap(){let e=this.state?.view,t=e?.melds.find(e=>e.number===this.meld);if(!e||!t)return;let n=Vr(t,e.options.pinelle);n!==null&&await this.step({swap:t.number,give:this.selection(e)[0],take:n})}async takePile(){this.pileIndex!==null&&await this.step({draw:{from:`discard`,index:this.pileIndex}})}async leave(){(this.state?.status!==`playing`||confirm(E(`web.pin.leave_confirm`)))&&(await this.send({type:`leave`}),this.store.removeSeat(this.seat.table),location.hash=`#/`)}async start(){try{await O.start(this.seat.table,this.seat.token)}catch(e){this.refusal=e instanceof Error?e.message:String(e)}}name(e,t){let n=e.seats[t];if(t===e.you)return E(`web.seat.you`);let r=e=>{let t=`web.pin.seat.${e??``}`;return vt(t)?E(t):pi(e,E(`web.seat.ai`))};return n.kind===`ai`?r(n.ai):n.kind===`open`?E(`web.seat.open`):n.ai?`${n.name??`?`} (${r(n.ai)})`:n.name??`?`}render(){let e=this.state;if(!e)return v`<div class="loading">${E(`web.table.connecting`)}</div>`;if(e.status===`waiting`)return this.renderWaiting(e);let t=e.view;return v`
      ${this.renderToolbar(e)}
      ${t?v`<div class="felt" data-testid="pinnacola-table">
            <div class="others">${this.others(e,t)}</div>
            <div class="melds">${this.renderMelds(t)}</div>
            <div class="middle">${this.renderStock(e,t)} ${this.renderPile(e,t)}</div>
            ${this.renderSouth(e,t)}
          </div>`:b}
      ${this.renderOverlays(e)}
    `}renderWaiting(e){return v`<section class="panel waiting" data-testid="waiting-room">
      <h2>${E(`web.pin.title`)} — ${E(`web.waiting.title`)}</h2>
      <p>${E(`web.waiting.share`)} <code>${location.href}</code></p>
      <ol>
        ${e.seats.map(t=>v`<li data-seat=${t.seat}>${this.name(e,t.seat)}</li>`)}
      </ol>
      ${this.seat.creator?v`<button class="primary" data-testid="start-table" @click=${()=>this.start()}>${E(`web.waiting.start`)}</button>`:v`<p>${E(`web.waiting.wait_creator`)}</p>`}
      <button class="quiet" @click=${()=>this.leave()}>${E(`web.table.leave`)}</button>
      ${this.refusal?v`<p class="error" data-testid="illegal-move">${this.refusal}</p>`:b}
    </section>`}renderToolbar(e){let t=e.view,n=Q(e.you),r=e.match.score,i=t?.options;return v`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite">
        <span class="team us">${E(`web.team.us`)} <b>${r[n]}</b></span>
        <span class="team them">${E(`web.team.them`)} <b>${r[1-n]}</b></span>
        ${i?v`<span class="muted"
              >${i.mode===`single`?E(`web.pin.single_hand`):E(`web.score.target`,{target:i.target})}
              · ${E(`web.pin.hand_number`,{n:t?.hand_number??1})}</span
            >`:b}
      </div>
      <div class="tools">
        ${this.connected?b:v`<span class="badge warn">${E(`web.table.reconnecting`)}</span>`}
        ${this.seat.mode===`multi`||e.status===`playing`?v`<button class="quiet" data-testid="leave" @click=${()=>this.leave()}>${E(`web.table.leave`)}</button>`:b}
        <button class="quiet" data-testid="back-to-lobby" @click=${()=>location.hash=`#/`}>${E(`web.table.pause`)}</button>
      </div>
    </div>`}others(e,t){let n=Array.from({length:t.options.players},(e,t)=>t).filter(t=>t!==e.you),r=[`west`,`north`,`east`];return n.map(n=>({seat:n,position:Ir(n,e.you,t.options.players,t.options.direction)})).sort((e,t)=>r.indexOf(e.position)-r.indexOf(t.position)).map(({seat:n,position:r})=>{let i=t.to_move===n&&e.phase===`play`,a=t.known[n]??[],o=t.all_hands?.[n];return v`<div class="other ${i?`to-move`:``}" data-position=${r} data-seat=${n}>
        <div class="nameplate">
          <b>${this.name(e,n)}</b>
          <span class="muted">${Q(n)===Q(e.you)?E(`web.pin.partner`):E(`web.pin.opponent`)}</span>
          ${t.opened[n]?v`<span class="badge">${E(`web.pin.opened`)}</span>`:b}
        </div>
        <div class="backs" title=${E(`web.pin.cards_left`,{n:t.hand_sizes[n]})}>
          ${o?Fr(o,t.options.pinelle).map(e=>v`<div class="tiny" data-card=${e}>${X(e,mi)}</div>`):v`<div class="tiny">${kr(mi)}</div>
                <span class="count" data-testid="cards-left" data-seat=${n}>${t.hand_sizes[n]}</span>`}
        </div>
        ${a.length&&!o?v`<div class="known" title=${E(`web.pin.known`)}>
              ${a.map(e=>v`<div class="tiny" data-card=${e}>${X(e,mi)}</div>`)}
            </div>`:b}
      </div>`})}renderMelds(e){let[t,n]=Rr(e),r=(e,t,n)=>v`<section
      class="team-melds ${n}"
      data-testid=${`melds-${n}`}
    >
      <h3>${e} <span class="muted">${t.reduce((e,t)=>e+t.points,0)}</span></h3>
      ${t.length?b:v`<p class="muted small">${E(`web.pin.no_melds`)}</p>`}
      <div class="meld-list">${t.map(e=>this.renderMeld(e))}</div>
    </section>`;return v`${r(E(`web.pin.our_melds`),t,`us`)} ${r(E(`web.pin.their_melds`),n,`them`)}`}renderMeld(e){let t=this.meld===e.number;return v`<button
      class="meld ${t?`chosen`:``}"
      data-meld=${e.number}
      aria-pressed=${t?`true`:`false`}
      title=${E(`web.pin.meld_title`,{n:e.number+1,points:e.points})}
      @click=${()=>this.meld=t?null:e.number}
    >
      ${e.cards.map(e=>{let t=Nr(e);return v`<span class="meld-card" data-card=${e} title=${Z(e)}>
          ${X(Mr(e),mi)} ${t?v`<span class="stands">${t}</span>`:b}
        </span>`})}
      <span class="points">${e.points}</span>
    </button>`}renderStock(e,t){let n=Br(e,[],null,null);return v`<div class="stock">
      <button
        class="stock-button"
        data-testid="draw-stock"
        ?disabled=${!n.drawStock}
        title=${E(`web.pin.draw_stock`)}
        @click=${()=>this.step({draw:{from:`stock`}})}
      >
        <div class="card-back">${kr(mi)}</div>
        <span>${E(`web.pin.stock`,{n:t.stock_size})}</span>
      </button>
      ${n.endHand?v`<button data-testid="end-hand" @click=${()=>this.step({draw:null})}>${E(`web.pin.end_hand`)}</button>`:b}
    </div>`}renderPile(e,t){let n=zr(e)&&t.phase===`draw`,r=this.pileIndex===null?[]:Lr(t.pile,this.pileIndex),i=Br(e,[],null,this.pileIndex);return v`<div class="pile-area">
      <div class="pile" data-testid="pile" role="group" aria-label=${E(`web.pin.pile`)}>
        ${t.pile.map((e,r)=>{let i=n&&t.usable_pile.includes(r),a=this.pileIndex!==null&&r>=this.pileIndex;return v`<button
            class="pile-card ${i?`usable`:``} ${a?`taking`:``}"
            data-index=${r}
            data-card=${e}
            data-usable=${i?`true`:`false`}
            title=${Z(e)}
            ?disabled=${!n}
            @click=${()=>this.pileIndex=this.pileIndex===r?null:r}
          >
            ${X(e,mi)}
          </button>`})}
        ${t.pile.length?b:v`<span class="muted">${E(`web.pin.pile_empty`)}</span>`}
      </div>
      ${r.length?v`<div class="take" data-testid="pile-take">
            <span
              >${r.length>1?E(`web.pin.take_with`,{card:Z(r[0]),n:r.length-1}):E(`web.pin.take_one`,{card:Z(r[0])})}</span
            >
            <span class="muted small">${r.map(e=>Z(e)).join(`, `)}</span>
            <button class="primary" data-testid="take-pile" ?disabled=${!i.takePile} @click=${()=>this.takePile()}>
              ${E(`web.pin.take_pile`)}
            </button>
            ${i.takePile?b:v`<span class="muted small">${E(`web.pin.pile_unusable`)}</span>`}
          </div>`:b}
    </div>`}renderSouth(e,t){let n=this.hand(t),r=zr(e),i=this.selection(t),a=Br(e,i,this.meld,this.pileIndex),o=new Set(t.discardable);return v`<div class="south ${r?`my-turn`:``}">
      <p class="prompt" data-testid="prompt" aria-live="polite">
        ${r?t.phase===`draw`?E(`web.pin.prompt_draw`):E(`web.pin.prompt_meld`):e.phase===`play`&&t.to_move!==null?E(`web.pin.waiting_for`,{name:this.name(e,t.to_move)}):``}
      </p>
      ${t.must_use.length?v`<p class="notice" data-testid="must-use">${E(`web.pin.must_use`,{cards:t.must_use.map(e=>Z(e)).join(`, `)})}</p>`:b}
      <div class="hand" data-testid="hand" role="group" aria-label=${E(`web.table.your_hand`)}>
        ${n.map((e,n)=>{let i=this.picked.has(n);return v`<button
            class="card ${i?`picked`:``}"
            data-card=${e}
            data-playable=${r&&t.phase===`meld`&&o.has(e)?`true`:`false`}
            aria-pressed=${i?`true`:`false`}
            title=${Z(e)}
            @click=${()=>this.picked=Ur(this.picked,n)}
          >
            ${X(e,mi)}
          </button>`})}
      </div>
      <div class="actions">
        <button data-testid="meld" ?disabled=${!a.meld} @click=${()=>this.lay(`meld`)}>${E(`web.pin.meld`)}</button>
        <button data-testid="attach" ?disabled=${!a.attach} @click=${()=>this.lay(`attach`)}>${E(`web.pin.attach`)}</button>
        <button data-testid="swap" ?disabled=${!a.swap} @click=${()=>this.swap()}>${E(`web.pin.swap`)}</button>
        <button class="primary" data-testid="discard" ?disabled=${!a.discard} @click=${()=>this.step({discard:i[0]})}>
          ${E(`web.pin.discard`)}
        </button>
        <button class="quiet" data-testid="undo" ?disabled=${!a.undo} @click=${()=>this.step({undo:!0})}>${E(`web.pin.undo`)}</button>
        ${this.picked.size?v`<button class="quiet" @click=${()=>this.picked=new Set}>${E(`web.pin.clear`)}</button>`:b}
      </div>
      ${this.meld===null?b:v`<p class="muted small">${E(`web.pin.meld_chosen`,{n:this.meld+1})}</p>`}
      ${this.choices?v`<div class="choices" data-testid="meld-choices">
            <span>${E(`web.pin.choose_meaning`)}</span>
            ${this.choices.options.map((e,t)=>v`<button
                data-choice=${t}
                @click=${()=>{let t=this.choices;t&&this.step(Kr(e,t.meld))}}
              >
                ${e.join(` `)}
              </button>`)}
          </div>`:b}
      ${this.refusal?v`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>`:b}
    </div>`}renderOverlays(e){let t=e.hand_summary;if(e.phase===`hand_over`&&t)return v`<div class="overlay">
        <div class="panel summary" data-testid="hand-summary">
          <h2>${E(`web.pin.hand_over`,{n:t.hand})}</h2>
          ${this.resultTable(e,t.result)}
          <p>${E(`web.pin.match_score`,{us:t.score[Q(e.you)],them:t.score[1-Q(e.you)]})}</p>
          <button
            class="primary"
            data-testid="ready"
            ?disabled=${this.sentReady}
            @click=${()=>{this.sentReady=!0,this.send({type:`ready`})}}
          >
            ${this.sentReady?E(`web.pin.waiting_others`):E(`web.summary.next_hand`)}
          </button>
        </div>
      </div>`;if(e.phase===`over`){let n=Q(e.you),r=e.match.winner;return v`<div class="overlay">
        <div class="panel summary" data-testid="match-result">
          <h2>${E(r===null?`web.pin.level`:r===n?`web.result.won`:`web.result.lost`)}</h2>
          ${t?this.resultTable(e,t.result):b}
          <p>${E(`web.pin.match_score`,{us:e.match.score[n],them:e.match.score[1-n]})}</p>
          ${e.match.ended_by===`pinnacolone`?v`<p>${E(`web.pin.pinnacolone`)}</p>`:b}
          <a href="#/" data-testid="to-lobby">${E(`web.result.lobby`)}</a>
        </div>
      </div>`}return v``}resultTable(e,t){let n=Q(e.you);return v`<table class="result">
      <thead>
        <tr>
          <th></th>
          <th>${E(`web.team.us`)}</th>
          <th>${E(`web.team.them`)}</th>
        </tr>
      </thead>
      <tbody>
        ${Jr.map(e=>v`<tr data-row=${e}>
            <th>${E(`web.pin.result.${e}`)}</th>
            <td>${t[e][n]}</td>
            <td>${t[e][1-n]}</td>
          </tr>`)}
      </tbody>
    </table>`}static{this.styles=[ri,m`
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
      .badge {
        background: var(--gold);
        color: var(--ink);
        border-radius: 999px;
        padding: 0.05em 0.6em;
        font-size: 0.8rem;
      }
      .felt {
        display: grid;
        gap: 0.8rem;
        padding: 0.8rem 1rem 1rem;
        max-width: 1200px;
        margin: 0 auto;
      }
      .others {
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
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 0.8rem;
      }
      .team-melds {
        background: #0002;
        border-radius: 8px;
        padding: 0.4rem 0.6rem;
        min-height: 4rem;
      }
      .team-melds h3 {
        margin: 0 0 0.3rem;
        font-size: 1rem;
      }
      .meld-list {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      button.meld {
        display: flex;
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
      .south {
        display: grid;
        gap: 0.4rem;
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
      .overlay {
        position: fixed;
        inset: 0;
        display: grid;
        place-items: center;
        background: #0006;
      }
      .summary {
        color: var(--ink);
        min-width: 18rem;
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
      @media (max-width: 640px) {
        .melds {
          grid-template-columns: 1fr;
        }
        .card {
          width: 48px;
        }
      }
    `]}};customElements.define(`pinnacola-view`,hi);var gi=(e,t,n)=>{let r=new Map;for(let i=t;i<=n;i++)r.set(e[i],i);return r},_i=et(class extends tt{constructor(e){if(super(e),e.type!==$e.CHILD)throw Error(`repeat() can only be used in text expressions`)}dt(e,t,n){let r;n===void 0?n=t:t!==void 0&&(r=t);let i=[],a=[],o=0;for(let t of e)i[o]=r?r(t,o):o,a[o]=n(t,o),o++;return{values:a,keys:i}}render(e,t,n){return this.dt(e,t,n).values}update(e,[t,n,r]){let i=ct(e),{values:a,keys:o}=this.dt(t,n,r);if(!Array.isArray(i))return this.ut=o,a;let s=this.ut??=[],c=[],l,u,d=0,f=i.length-1,p=0,m=a.length-1;for(;d<=f&&p<=m;)if(i[d]===null)d++;else if(i[f]===null)f--;else if(s[d]===o[p])c[p]=w(i[d],a[p]),d++,p++;else if(s[f]===o[m])c[m]=w(i[f],a[m]),f--,m--;else if(s[d]===o[m])c[m]=w(i[d],a[m]),at(e,c[m+1],i[d]),d++,m--;else if(s[f]===o[p])c[p]=w(i[f],a[p]),at(e,i[d],i[f]),f--,p++;else if(l===void 0&&(l=gi(o,p,m),u=gi(s,d,f)),l.has(s[d])){if(l.has(s[f])){let t=u.get(o[p]),n=t===void 0?null:i[t];if(n===null){let t=at(e,i[d]);w(t,a[p]),c[p]=t}else c[p]=w(n,a[p]),at(e,i[d],n),i[t]=null;p++}else lt(i[f]),f--}else lt(i[d]),d++;for(;p<=m;){let t=at(e,c[m+1]);w(t,a[p]),c[p++]=t}for(;d<=f;){let e=i[d++];e!==null&&lt(e)}return this.ut=o,st(e,c),y}}),vi=[`d`,`c`,`s`,`b`],yi=[`3`,`2`,`A`,`R`,`C`,`F`,`7`,`6`,`5`,`4`];function bi(e){return e.slice(-1)}function xi(e){return e.slice(0,-1)}function Si(e,t=T()){return E(`card.name`,{rank:E(`card.rank.${xi(e)}`,{},t),suit:E(`card.suit.${bi(e)}`,{},t)},t)}function Ci(e){let t=e=>vi.indexOf(bi(e))*10+yi.indexOf(xi(e));return[...e].sort((e,n)=>t(e)-t(n))}function wi(e){let t=e.hand_summary;if(!t)return b;let n=t.result,r=ai(e.you),i=1-r,a=(e,t)=>v`<tr>
      <td>${e}</td>
      <td>${t[r]}</td>
      <td>${t[i]}</td>
    </tr>`,o=[``,``];return n.last_trick!==null&&(o[n.last_trick]=`✓`),v`<section data-testid="hand-summary">
    <h2>${E(`web.summary.title`)}</h2>
    <table>
      <tr>
        <th></th>
        <th>${E(`web.team.us`)}</th>
        <th>${E(`web.team.them`)}</th>
      </tr>
      ${a(E(`web.summary.thirds`),n.thirds)} ${a(E(`web.summary.last_trick`),o)}
      ${a(E(`web.summary.card_points`),n.card_points)} ${a(E(`web.summary.accuse`),n.accuse_points)}
      ${a(E(`web.summary.points`),n.points)} ${a(E(`web.summary.game_score`),t.score)}
    </table>
    ${n.cappotto===null?b:v`<p><b>${n.cappotto===r?E(`web.summary.cappotto_us`):E(`web.summary.cappotto_them`)}</b></p>`}
  </section>`}function Ti(e){let t=e.match;if(!t.games.length)return b;let n=ai(e.you);return v`<section class="match">
    <h3>${E(`web.summary.match`)}</h3>
    <table>
      <tr>
        <th></th>
        <th>${E(`web.team.us`)}</th>
        <th>${E(`web.team.them`)}</th>
      </tr>
      ${t.games.map((e,t)=>v`<tr>
          <td>${E(`web.summary.game_n`,{n:t+1})}</td>
          <td>${e.score[n]}${e.winner===n?` ★`:``}</td>
          <td>${e.score[1-n]}${e.winner===1-n?` ★`:``}</td>
        </tr>`)}
      <tr>
        <td><b>${E(`web.summary.games_won`)}</b></td>
        <td><b>${t.wins[n]}</b></td>
        <td><b>${t.wins[1-n]}</b></td>
      </tr>
    </table>
  </section>`}var Ei=class extends C{static{this.properties={seat:{attribute:!1},store:{attribute:!1},info:{attribute:!1},state:{state:!0},connected:{state:!0},refusal:{state:!0},refusedCard:{state:!0},chosen:{state:!0},suggestion:{state:!0},why:{state:!0},showLast:{state:!0},sentReady:{state:!0}}}constructor(){super(),this.display=new Ot(this),this.connection=null,this.onKey=e=>this.key(e),this.info=null,this.state=null,this.connected=!1,this.refusal=``,this.refusedCard=``,this.chosen=[],this.suggestion=null,this.why=null,this.showLast=!1,this.sentReady=!1}connectedCallback(){super.connectedCallback(),window.addEventListener(`keydown`,this.onKey),this.connection=new ei(ei.urlFor(this.seat.table,this.seat.token,location),{state:e=>this.receive(e),error:e=>this.refuse(T()===`it`?e.message_it:e.message,``),connected:e=>this.connected=e}),this.connection.connect()}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener(`keydown`,this.onKey),this.connection?.close(),this.connection=null}get deck(){return this.display.value.deck}get sounds(){return this.store.settings.sounds}receive(e){let t=this.state,n=e=>e?.view?.plays.length??0;n(e)>n(t)&&($(n(e)%4==0?`trick`:`card`,this.sounds),this.refusal=``,this.refusedCard=``,this.suggestion=null);let r=e=>e?.phase===`play`&&e.view?.to_move===e.you;r(e)&&!r(t)&&$(`turn`,this.sounds),r(e)||(this.chosen=[]),e.phase!==`hand_over`&&(this.sentReady=!1),e.phase!==`trick_stop`&&(this.why=null),e.phase===`over`&&t?.phase!==`over`&&e.match.winner!==null&&$(e.match.winner===ai(e.you)?`win`:`lose`,this.sounds),e.status===`finished`&&this.seat.mode!==`multi`&&this.store.removeSeat(this.seat.table),this.state=e}refuse(e,t){this.refusal=e,this.refusedCard=t,$(`refuse`,this.sounds)}async send(e,t=``){try{let t=await this.connection?.send(e);t?.type===`suggestion`&&(this.suggestion=t)}catch(e){e instanceof Yr&&this.refuse(T()===`it`?e.answer.message_it:e.answer.message,t)}}play(e){let t=this.state?.view;t&&(this.refusal=``,this.refusedCard=``,this.send({type:`play`,card:e,signals:this.chosen,turn:t.plays.length},e))}key(e){if(e.altKey||e.ctrlKey||e.metaKey)return;let t=e.target;if(t&&[`INPUT`,`SELECT`,`TEXTAREA`].includes(t.tagName))return;let n=this.state?.view;if(/^[0-9]$/.test(e.key)&&n){let t=Ci(n.hand),r=e.key===`0`?9:Number(e.key)-1;r<t.length&&this.play(t[r])}else e.key===`l`||e.key===`L`?this.showLast=!this.showLast:(e.key===`s`||e.key===`S`)&&this.state?.training&&this.send({type:`suggest`})}goLobby(){location.hash=`#/`}async leave(){(this.state?.status!==`playing`||confirm(E(`web.table.leave_confirm`)))&&(await this.send({type:`leave`}),this.store.removeSeat(this.seat.table),this.goLobby())}async start(){try{await O.start(this.seat.table,this.seat.token)}catch(e){this.refuse(e instanceof Error?e.message:String(e),``)}}setDeck(e){Dt(this,{deck:e})}render(){let e=this.state;return e?e.status===`waiting`?this.renderWaiting(e):v`
      ${this.renderToolbar(e)}
      <div class="felt">
        ${[`north`,`west`,`east`].map(t=>this.renderSeat(e,t))}
        ${this.renderTrick(e)} ${this.renderSouth(e)}
      </div>
      ${this.renderOverlays(e)}
    `:v`<div class="loading">${E(`web.table.connecting`)}</div>`}renderWaiting(e){let t=this.seat.creator===!0,n=location.href;return v`<section class="panel waiting" data-testid="waiting-room">
      <h2>${E(`web.waiting.title`)}</h2>
      <p>${E(`web.waiting.share`)} <code>${n}</code></p>
      <ol class="seat-list">
        ${e.seats.map(t=>v`<li data-seat=${t.seat}>
            ${fi(e,t.seat,this.labels())}
            ${t.kind===`human`&&!t.connected&&t.seat!==e.you?v`<span class="muted">(${E(`web.seat.away`)})</span>`:b}
          </li>`)}
      </ol>
      ${t?v`<button class="primary" data-testid="start-table" @click=${()=>this.start()}>${E(`web.waiting.start`)}</button>
            <p class="muted">${E(`web.waiting.start_hint`)}</p>`:v`<p>${E(`web.waiting.wait_creator`)}</p>`}
      <button class="quiet" @click=${()=>this.leave()}>${E(`web.table.leave`)}</button>
      ${this.refusal?v`<p class="error" data-testid="illegal-move">${this.refusal}</p>`:b}
    </section>`}labels(){return{ai:E(`web.seat.ai`),open:E(`web.seat.open`),you:E(`web.seat.you`)}}renderToolbar(e){let t=e.view,n=ai(e.you),r=t?.score??e.match.score,i=t?.options.best_of??1;return v`<div class="toolbar">
      <div class="score" data-testid="score" aria-live="polite">
        <span class="team us">${E(`web.team.us`)} <b>${r[n]}</b></span>
        <span class="team them">${E(`web.team.them`)} <b>${r[1-n]}</b></span>
        ${t?v`<span class="muted">${E(`web.score.target`,{target:t.target})}</span>`:b}
        ${i>1?v`<span class="muted">${E(`web.score.games`,{us:e.match.wins[n],them:e.match.wins[1-n]})}</span>`:b}
      </div>
      <div class="tools">
        ${e.training?v`<span class="badge" data-testid="training-badge">${E(`web.training.badge`)}</span>`:b}
        ${this.connected?b:v`<span class="badge warn">${E(`web.table.reconnecting`)}</span>`}
        <button data-testid="last-trick" ?disabled=${!e.last_trick} @click=${()=>this.showLast=!this.showLast}>
          ${E(`web.table.last_trick`)}
        </button>
        <label class="deck-choice"
          >${E(`web.settings.deck`)}
          <select data-testid="deck" .value=${this.deck} @change=${e=>this.setDeck(e.target.value)}>
            ${[`napoletane`,`piacentine`].map(e=>v`<option value=${e} ?selected=${e===this.deck}>${E(`web.deck.${e}`)}</option>`)}
          </select></label
        >
        <button
          class="quiet"
          aria-pressed=${this.sounds?`true`:`false`}
          @click=${()=>{this.store.update({sounds:!this.sounds}),this.requestUpdate()}}
        >
          ${this.sounds?E(`web.sound.on`):E(`web.sound.off`)}
        </button>
        ${this.seat.mode===`multi`?v`<button class="quiet" @click=${()=>this.leave()}>${E(`web.table.leave`)}</button>`:v`<button class="quiet" data-testid="back-to-lobby" @click=${()=>this.goLobby()}>${E(`web.table.pause`)}</button>`}
      </div>
    </div>`}seatAt(e,t){return[0,1,2,3].find(n=>ii(n,e.you)===t)??0}accuseOf(e,t){return(e.view?.accuse??[]).filter(e=>e.seat===t)}renderAccusa(e){let t=e.kind?E(`web.accusa.${e.kind}`,{suit:e.suit?E(`suit.${e.suit}`):``,points:e.points}):E(`web.accusa.hidden`,{points:e.points});return v`<span class="accusa" title=${E(`web.accusa.title`)}>${t}</span>`}renderSeat(e,t){let n=this.seatAt(e,t),r=e.view,i=e.seats[n],a=r?ci(r)[n]:0,o=r?.hands?.[n];return v`<div class="seat ${t} ${e.phase===`play`&&r?.to_move===n?`to-move`:``}" data-position=${t}>
      <div class="nameplate">
        <span class="dot ${i.connected||i.kind===`ai`?`on`:`off`}"></span>
        <span class="name">${fi(e,n,this.labels())}</span>
        ${i.kind===`human`&&i.ai?v`<span class="badge" title=${E(`web.seat.ai_plays_title`)}>${E(`web.seat.ai_plays`)}</span>`:b}
        ${ai(n)===ai(e.you)?v`<span class="badge team-badge">${E(`web.seat.partner`)}</span>`:b}
        ${this.renderWhy(e,n)}
      </div>
      <div class="accuse">${this.accuseOf(e,n).map(e=>this.renderAccusa(e))}</div>
      <div class="fan ${o?`open`:``}" aria-label=${E(`web.seat.cards_left`,{n:a})}>
        ${o?Ci(o).map(e=>v`<div class="small-card" data-card=${e} title=${Si(e)}>${X(e,this.deck)}</div>`):Array.from({length:a},()=>v`<div class="small-card back">${kr(this.deck)}</div>`)}
      </div>
      ${this.why===n?this.renderReasons(e,n):b}
    </div>`}renderWhy(e,t){return e.training?v`<button
      class="why"
      data-testid="why"
      data-seat=${t}
      ?disabled=${!e.reasons.some(e=>e.seat===t)}
      title=${E(`web.training.why_title`)}
      @click=${()=>this.why=this.why===t?null:t}
    >
      ${E(`web.training.why`)}
    </button>`:b}renderReasons(e,t){let n=e.reasons.find(e=>e.seat===t);return v`<div class="bubble" data-testid="reasons" data-seat=${t}>
      ${(n?yt(n.text):``)||E(`web.training.no_reasons`)}
    </div>`}renderTrick(e){let t=e.view,{plays:n,complete:r}=t?si(t):{plays:[],complete:!1},i=r?e.last_trick?.winner:void 0;return v`<div class="trick" data-testid="trick">
      ${_i(n,e=>`${e.seat}-${e.card}`,n=>v`<div
          class="played from-${ii(n.seat,e.you)} ${i===n.seat?`winner`:``} ${r?`done`:``}"
          data-card=${n.card}
          data-seat=${n.seat}
          title=${Si(n.card)}
        >
          ${X(n.card,this.deck)}
          ${n.signals.length?v`<span class="signal-tag">${n.signals.map(e=>this.signalName(t?.options.signals??``,e)).join(` + `)}</span>`:b}
        </div>`)}
      ${e.phase===`play`&&t?.to_move!==null&&t?.to_move!==void 0?v`<div class="turn-hint">${t.to_move===e.you?E(`web.table.your_turn`):E(`web.table.turn_of`,{name:fi(e,t.to_move,this.labels())})}</div>`:b}
    </div>`}signalName(e,t){let n=this.info?.vocabularies[e]?.signals.find(e=>e.id===t);return n?n.dialect?`${yt(n.name)} (${n.dialect})`:yt(n.name):t}renderSouth(e){let t=e.view,n=t?Ci(t.hand):[],r=new Set(t?.legal??[]),i=e.phase===`play`&&t?.to_move===e.you,a=li(this.info,t),o=this.suggestion?.card;return v`<div class="seat south">
      <div class="nameplate">
        <span class="name">${fi(e,e.you,this.labels())}</span>
        ${this.renderWhy(e,e.you)}
        <div class="accuse">${this.accuseOf(e,e.you).map(e=>this.renderAccusa(e))}</div>
      </div>
      ${this.why===e.you?this.renderReasons(e,e.you):b}
      ${a.length?v`<div class="signals" role="group" aria-label=${E(`web.signals.label`)}>
            <span class="muted">${E(`web.signals.label`)}:</span>
            ${a.map(e=>v`<button
                class="signal ${this.chosen.includes(e.id)?`chosen`:``}"
                data-signal=${e.id}
                aria-pressed=${this.chosen.includes(e.id)?`true`:`false`}
                title=${yt(e.meaning)}
                @click=${()=>this.chosen=ui(this.chosen,e.id,a)}
              >
                ${yt(e.name)}${e.dialect?v` <i>(${e.dialect})</i>`:b}
              </button>`)}
          </div>`:b}
      <div class="hand ${i?`my-turn`:``}" data-testid="hand" role="group" aria-label=${E(`web.table.your_hand`)}>
        ${n.map((e,t)=>v`<button
            class="hand-card ${r.has(e)&&i?`playable`:``} ${this.refusedCard===e?`refused`:``} ${o===e?`suggested`:``}"
            data-card=${e}
            data-playable=${r.has(e)&&i?`true`:`false`}
            aria-label=${`${Si(e)} (${t===9?0:t+1})`}
            @click=${()=>this.play(e)}
          >
            ${X(e,this.deck)}
          </button>`)}
      </div>
      <div class="under-hand">
        ${e.training&&i?v`<button data-testid="suggest" @click=${()=>this.send({type:`suggest`})}>${E(`web.training.suggest`)}</button>`:b}
        ${this.refusal?v`<p class="error" role="alert" data-testid="illegal-move">${this.refusal}</p>`:b}
        ${this.suggestion?v`<p class="suggestion" data-testid="suggestion">
              <b>${E(`web.training.suggested`,{card:Si(this.suggestion.card)})}</b>
              ${this.suggestion.signals.length?v`(${this.suggestion.signals.map(e=>this.signalName(t?.options.signals??``,e)).join(`, `)})`:b}
              — ${yt(this.suggestion.text)}
            </p>`:b}
      </div>
    </div>`}renderOverlays(e){return v`
      ${e.phase===`trick_stop`?v`<div class="stop-bar">
            <span>${E(`web.training.stop`)}</span>
            <button class="primary" data-testid="continue" @click=${()=>this.send({type:`continue`})}>${E(`web.training.continue`)}</button>
          </div>`:b}
      ${this.showLast&&e.last_trick?this.renderLastTrick(e):b}
      ${e.phase===`hand_over`&&e.hand_summary?this.renderHandOver(e):b}
      ${e.phase===`over`?this.renderMatchOver(e):b}
    `}renderLastTrick(e){let t=e.last_trick;return v`<div class="popover panel" data-testid="last-trick-panel">
      <h3>${E(`web.table.last_trick`)}</h3>
      <div class="row">
        ${t.plays.map(n=>v`<figure class=${n.seat===t.winner?`winner`:``}>
            <div class="small-card" data-card=${n.card}>${X(n.card,this.deck)}</div>
            <figcaption>${fi(e,n.seat,this.labels())}</figcaption>
          </figure>`)}
      </div>
      <p>${E(`web.table.trick_taken_by`,{name:fi(e,t.winner,this.labels())})}</p>
      <button @click=${()=>this.showLast=!1}>${E(`web.close`)}</button>
    </div>`}renderHandOver(e){let t=di(e);return v`<div class="overlay">
      <div class="panel summary">
        ${wi(e)}
        ${Ti(e)}
        ${e.training?v`<button class="primary" data-testid="continue" @click=${()=>this.send({type:`continue`})}>${E(`web.summary.next_hand`)}</button>`:v`<button
              class="primary"
              data-testid="ready"
              ?disabled=${this.sentReady||e.ready.includes(e.you)}
              @click=${()=>{this.sentReady=!0,this.send({type:`ready`})}}
            >
              ${E(`web.summary.next_hand`)}
            </button>`}
        ${t.length&&(this.sentReady||e.ready.includes(e.you))?v`<p class="muted">${E(`web.summary.waiting_for`,{names:t.map(t=>fi(e,t,this.labels())).join(`, `)})}</p>`:b}
      </div>
    </div>`}renderMatchOver(e){let t=e.match.winner===ai(e.you);return v`<div class="overlay">
      <div class="panel summary" data-testid="match-result">
        <h2>${e.match.winner===null?E(`web.result.ended`):E(t?`web.result.won`:`web.result.lost`)}</h2>
        ${e.hand_summary?wi(e):b} ${Ti(e)}
        <div class="buttons">
          ${this.seat.mode===`multi`?b:v`<button class="primary" data-testid="new-game" @click=${()=>this.dispatchEvent(new CustomEvent(`new-game`,{bubbles:!0,composed:!0,detail:{training:e.training}}))}>
                ${E(`web.result.again`)}
              </button>`}
          <button @click=${()=>this.goLobby()}>${E(`web.result.lobby`)}</button>
        </div>
      </div>
    </div>`}updated(e){e.has(`refusedCard`)&&this.refusedCard&&this.renderRoot.querySelector(`.hand [data-card="${this.refusedCard}"]`)?.animate([{transform:`translateX(-4px)`},{transform:`translateX(4px)`},{transform:`none`}],{duration:240})}static{this.styles=[ri,m`
      :host {
        display: flex;
        flex-direction: column;
        position: relative;
        min-height: calc(100vh - 56px);
        --card-w: clamp(58px, 8.2vw, 104px);
        --small-w: clamp(30px, 3.6vw, 48px);
      }
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
      .score {
        display: flex;
        gap: 1rem;
        align-items: baseline;
        font-size: 1.05rem;
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
      .felt {
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
      .dot {
        width: 0.55rem;
        height: 0.55rem;
        border-radius: 50%;
        background: #8a8;
      }
      .dot.off {
        background: #a55;
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
      .fan.open .small-card {
        margin-left: calc(var(--small-w) * -0.2);
      }
      .small-card:first-child {
        margin-left: 0;
      }
      .west .fan .small-card,
      .east .fan .small-card {
        margin-bottom: calc(var(--small-w) * -0.9);
      }
      svg {
        display: block;
        width: 100%;
        height: auto;
      }
      .trick {
        grid-area: trick;
        position: relative;
        min-height: calc(var(--card-w) * 3.3);
      }
      .played {
        position: absolute;
        width: var(--card-w);
        aspect-ratio: 5 / 8;
        left: 50%;
        top: 50%;
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
      .played.from-west {
        transform: translate(-158%, -50%) rotate(-4deg);
        animation: from-west 0.35s ease-out;
      }
      .played.from-east {
        transform: translate(58%, -50%) rotate(4deg);
        animation: from-east 0.35s ease-out;
      }
      .played.done {
        opacity: 0.85;
      }
      .played.winner {
        opacity: 1;
        filter: drop-shadow(0 0 10px var(--gold));
        z-index: 2;
      }
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
      }
      .signals {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
        align-items: center;
        justify-content: center;
      }
      .signal.chosen {
        background: var(--red);
        color: white;
      }
      .hand {
        display: flex;
        justify-content: center;
        padding: 0.8rem 0 0.2rem;
      }
      .hand .hand-card {
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
      .hand.my-turn .hand-card.playable:hover,
      .hand.my-turn .hand-card.playable:focus-visible {
        transform: translateY(-16px);
        box-shadow: 0 10px 18px #0007;
      }
      .hand.my-turn .hand-card:not(.playable) {
        filter: brightness(0.72);
      }
      .hand-card.refused {
        box-shadow: 0 0 0 3px var(--red), 0 0 18px 6px var(--red);
      }
      .hand-card.suggested {
        transform: translateY(-22px);
        box-shadow: 0 0 0 3px var(--gold), 0 0 18px 6px var(--gold);
      }
      .under-hand {
        min-height: 2.2rem;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.3rem;
      }
      .under-hand .error {
        background: #fff;
        padding: 0.3em 0.8em;
        border-radius: 6px;
        margin: 0;
      }
      .suggestion {
        background: #fffbe8;
        color: var(--ink);
        padding: 0.4em 0.9em;
        border-radius: 8px;
        max-width: 46rem;
        margin: 0;
      }
      .why {
        font-size: 0.75rem;
        padding: 0.1em 0.6em;
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
      }
      .stop-bar {
        position: fixed;
        left: 50%;
        bottom: 1rem;
        transform: translateX(-50%);
        display: flex;
        gap: 1rem;
        align-items: center;
        background: var(--paper);
        padding: 0.5rem 1rem;
        border-radius: 999px;
        box-shadow: 0 6px 20px #0006;
        z-index: 10;
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
      @keyframes fade {
        from {
          opacity: 0;
        }
      }
      .summary {
        max-width: min(34rem, 94vw);
        max-height: 90vh;
        overflow: auto;
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
      .buttons {
        display: flex;
        gap: 0.6rem;
        justify-content: flex-end;
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
      @media (max-width: 640px) {
        :host {
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
          overflow: hidden;
          text-overflow: ellipsis;
        }
        .west .fan,
        .east .fan {
          max-width: 56px;
        }
        .hand .hand-card {
          margin-left: calc(var(--card-w) * -0.3);
        }
        .deck-choice {
          display: none;
        }
      }
    `]}};customElements.define(`table-view`,Ei);var Di={name:`tressette`,label:e=>e,view:({seat:e,store:t,info:n})=>v`<table-view data-table=${e.table} .seat=${e} .store=${t} .info=${n}></table-view>`},Oi=new Map([Di,{name:`pinnacola`,label:()=>E(`web.pin.title`),view:({seat:e,store:t})=>v`<pinnacola-view data-table=${e.table} .seat=${e} .store=${t}></pinnacola-view>`}].map(e=>[e.name,e])),ki=Di.name;function Ai(e){return Oi.get(e??ki)}function ji(e,t){return Ai(e)?.label(t)??t}function Mi(e){let t=e.replace(/^#\/?/,``).split(`/`).filter(Boolean);return t[0]===`table`&&t[1]?{page:`table`,id:decodeURIComponent(t[1])}:t[0]===`settings`?{page:`settings`}:t[0]===`stats`?{page:`stats`}:{page:`lobby`}}var Ni=class extends C{static{this.properties={info:{attribute:!1},variant:{},options:{attribute:!1},open:{type:Boolean}}}constructor(){super(),this.display=new Ot(this),this.info=null,this.variant=`classico`,this.options={},this.open=!1}preset(){return this.info?.variants.find(e=>e.name===this.variant)?.options??{}}value(e){return e in this.options?this.options[e]:this.preset()[e]}emit(e,t){this.variant=e,this.options=t,this.dispatchEvent(new CustomEvent(`change`,{detail:{variant:e,options:t}}))}set(e,t){let n={...this.options};JSON.stringify(t)===JSON.stringify(this.preset()[e])?delete n[e]:n[e]=t,this.emit(this.variant,n)}choiceLabel(e,t){let n=`web.choice.${e}.${String(t)}`;return vt(n)?E(n):String(t)}control(e){let t=this.value(e.key),n=`option-${e.key}`;if(e.kind===`switch`)return v`<input
        id=${n}
        type="checkbox"
        data-option=${e.key}
        .checked=${t===!0}
        @change=${t=>this.set(e.key,t.target.checked)}
      />`;if(e.kind===`choice`)return v`<select
        id=${n}
        data-option=${e.key}
        @change=${t=>{let n=t.target.value,r=e.choices?.find(e=>String(e)===n);this.set(e.key,r??n)}}
      >
        ${(e.choices??[]).map(n=>v`<option value=${String(n)} ?selected=${n===t}>${this.choiceLabel(e.key,n)}</option>`)}
      </select>`;let r=e.nullable&&t===null;return v`<span class="number">
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
      ${e.nullable?v`<label
            ><input
              type="checkbox"
              .checked=${r}
              @change=${t=>this.set(e.key,t.target.checked?null:Number(this.preset()[e.key]??this.preset().target??31))}
            />
            ${vt(`web.options.null.${e.key}`)?E(`web.options.null.${e.key}`):E(`web.options.same_target`)}</label
          >`:b}
    </span>`}render(){let e=this.info;return e?v`
      <label class="variant"
        >${E(`web.options.variant`)}
        <select data-testid="variant" @change=${e=>this.emit(e.target.value,{})}>
          ${e.variants.map(e=>v`<option value=${e.name} ?selected=${e.name===this.variant}>${e.name}</option>`)}
        </select>
      </label>
      <p class="muted about">${E(`variant.${this.variant}`)}</p>
      <details ?open=${this.open}>
        <summary>${E(`web.options.title`)}${Object.keys(this.options).length?` (${E(`web.options.changed`,{n:Object.keys(this.options).length})})`:``}</summary>
        <div class="grid">
          ${e.options.map(e=>v`<label for=${`option-${e.key}`}>${E(`web.option.${e.key}`)}</label>
              <div>${this.control(e)}</div>`)}
        </div>
        ${Object.keys(this.options).length?v`<button class="quiet" @click=${()=>this.emit(this.variant,{})}>${E(`web.options.reset`)}</button>`:b}
      </details>
    `:v`<p class="muted">…</p>`}static{this.styles=[ri,m`
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
    `]}};customElements.define(`options-form`,Ni);var Pi=[`ai:medium`,`ai:weak`,`ai:strong`,`ai:mixed`,`ai:random`,`open`],Fi=class extends C{static{this.properties={store:{attribute:!1},info:{attribute:!1},tables:{state:!0},resumable:{state:!0},mine:{state:!0},training:{state:!0},seatChoices:{state:!0},multi:{state:!0},message:{state:!0},busy:{state:!0},pinInfo:{state:!0},pin:{state:!0},pinSeats:{state:!0}}}constructor(){super(),this.display=new Ot(this),this.info=null,this.tables=[],this.resumable=[],this.mine=[],this.training=!1,this.seatChoices=[`open`,`open`,`open`],this.multi={variant:`classico`,options:{}},this.message=``,this.busy=!1,this.pinInfo=null,this.pin={variant:`standard`,options:{}},this.pinSeats=[`ai:medium`,`ai:medium`,`ai:medium`]}connectedCallback(){super.connectedCallback(),this.multi={variant:this.store.settings.variant,options:this.store.settings.options},this.refresh(),O.pinnacolaInfo().then(e=>this.pinInfo=e).catch(()=>void 0),this.timer=window.setInterval(()=>void this.refresh(),3e3)}pinPlayers(){return this.pin.options.players===2?2:4}async createPinnacola(){let e=this.store.settings,t=this.store.profile,n=[`human`,...this.pinSeats.slice(0,this.pinPlayers()-1)],r=n.every(e=>e!==`open`);this.busy=!0,this.message=``;try{let i=await O.create({game:`pinnacola`,options:{...this.pin.options,players:n.length},seats:n,ai_delay_ms:e.aiDelayMs,...e.nickname.trim()?{names:{0:e.nickname.trim()}}:{},...t?{profiles:{0:t}}:{}}),a=i.tokens[0];this.store.addSeat({table:i.id,token:a,seat:0,mode:r?`single`:`multi`,variant:`pinnacola`,game:`pinnacola`,created:new Date().toISOString(),creator:!0}),r&&await O.start(i.id,a),location.hash=`#/table/${i.id}`}catch(e){this.message=e instanceof Error?e.message:String(e)}finally{this.busy=!1}}disconnectedCallback(){super.disconnectedCallback(),window.clearInterval(this.timer)}async refresh(){try{this.tables=await O.tables()}catch(e){this.message=e instanceof Error?e.message:String(e);return}let e=new Map(this.tables.map(e=>[e.id,e.status]));await Promise.all(this.store.seats.filter(t=>!e.has(t.table)).map(async t=>{try{e.set(t.table,(await O.table(t.table)).status)}catch(n){n instanceof bt&&n.status===404&&e.set(t.table,`gone`)}}));let t=[];for(let n of this.store.seats){let r=e.get(n.table);r===`gone`||r===`finished`||r===`broken`?this.store.removeSeat(n.table):t.push(n)}this.resumable=t.filter(e=>e.mode!==`multi`),this.mine=t.filter(e=>e.mode===`multi`)}newGame(){this.dispatchEvent(new CustomEvent(`new-game`,{bubbles:!0,composed:!0,detail:{training:this.training}}))}async createTable(){let e=this.store.settings,t=this.store.profile;this.busy=!0,this.message=``;try{let n=await O.create({game:`tressette`,variant:this.multi.variant,options:this.multi.options,seats:[`human`,...this.seatChoices],ai_delay_ms:e.aiDelayMs,...e.nickname.trim()?{names:{0:e.nickname.trim()}}:{},...t?{profiles:{0:t}}:{}});this.store.addSeat({table:n.id,token:n.tokens[0],seat:0,mode:`multi`,variant:this.multi.variant,created:new Date().toISOString(),creator:!0}),location.hash=`#/table/${n.id}`}catch(e){this.message=e instanceof Error?e.message:String(e)}finally{this.busy=!1}}async join(e,t){let n=this.store.profile;this.message=``;try{let r=this.store.settings.nickname.trim(),i=await O.join(e.id,{seat:t,...r?{name:r}:{},...n?{profile:n}:{}});this.store.addSeat({table:e.id,token:i.token,seat:t,mode:`multi`,variant:e.variant,game:e.game,created:new Date().toISOString()}),location.hash=`#/table/${e.id}`}catch(e){this.message=e instanceof Error?e.message:String(e),this.refresh()}}waiting(){let e=new Set(this.store.seats.map(e=>e.table));return this.tables.filter(t=>t.status===`waiting`&&!t.training&&!e.has(t.id)&&t.seats.some(e=>e.kind===`open`))}render(){let[e,...t]=this.resumable,n=this.waiting();return v`<div class="lobby" data-testid="lobby">
      ${this.message?v`<p class="error" role="alert">${this.message}</p>`:b}
      <section class="panel solo">
        <div class="fan" aria-hidden="true">
          ${[`Ad`,`3c`,`Rb`].map(e=>v`<div class="fan-card">${X(e,this.display.value.deck)}</div>`)}
        </div>
        <h2>${E(`web.lobby.single`)}</h2>
        <p class="muted">${E(`web.lobby.single_hint`,{variant:this.store.settings.variant})}</p>
        <label class="check"
          ><input type="checkbox" data-testid="training" .checked=${this.training} @change=${e=>this.training=e.target.checked} />
          ${E(`web.lobby.training`)}</label
        >
        <p class="muted small">${E(`web.lobby.training_hint`)}</p>
        <div class="buttons">
          <button class="primary" data-testid="new-game" @click=${()=>this.newGame()}>${E(`web.lobby.new_game`)}</button>
          ${e?v`<button data-testid="resume-game" @click=${()=>location.hash=`#/table/${e.table}`}>
                ${E(`web.lobby.resume`,{variant:ji(e.game,e.variant)})}
              </button>`:b}
        </div>
        ${t.length?v`<p class="muted small">
              ${E(`web.lobby.other_games`)}
              ${t.map(e=>v`<a href=${`#/table/${e.table}`}>${ji(e.game,e.variant)} ${new Date(e.created).toLocaleString()}</a> `)}
            </p>`:b}
      </section>

      <section class="panel create">
        <h2>${E(`web.lobby.create`)}</h2>
        <options-form
          .info=${this.info}
          .variant=${this.multi.variant}
          .options=${this.multi.options}
          @change=${e=>this.multi=e.detail}
        ></options-form>
        <div class="seats">
          <span>${E(`web.lobby.seat_you`)}</span>
          ${this.seatChoices.map((e,t)=>v`<label
              >${E(t===1?`web.lobby.seat_partner`:`web.lobby.seat_opponent`,{n:t+2})}
              <select
                data-seat-choice=${t+1}
                @change=${e=>{let n=[...this.seatChoices];n[t]=e.target.value,this.seatChoices=n}}
              >
                <option value="open" ?selected=${e===`open`}>${E(`web.lobby.seat_open`)}</option>
                <option value="ai:heuristic" ?selected=${e===`ai:heuristic`}>${E(`web.lobby.seat_ai`)}</option>
                <option value="ai:pimc" ?selected=${e===`ai:pimc`}>${E(`web.lobby.seat_ai_pimc`)}</option>
                <option value="ai:random" ?selected=${e===`ai:random`}>${E(`web.lobby.seat_ai_random`)}</option>
              </select></label
            >`)}
        </div>
        <button class="primary" data-testid="create-table" ?disabled=${this.busy} @click=${()=>this.createTable()}>${E(`web.lobby.create_button`)}</button>
      </section>

      <section class="panel pinnacola" data-testid="pinnacola-panel">
        <div class="fan" aria-hidden="true">
          ${[`Ah`,`JK`,`Ks`].map(e=>v`<div class="fan-card">${X(e,`francesi`)}</div>`)}
        </div>
        <h2>${E(`web.pin.title`)}</h2>
        <p class="muted">${E(`web.pin.lobby_hint`)}</p>
        <options-form
          .info=${this.pinInfo}
          .variant=${this.pin.variant}
          .options=${this.pin.options}
          @change=${e=>this.pin=e.detail}
        ></options-form>
        <div class="seats">
          <span>${E(`web.lobby.seat_you`)}</span>
          ${this.pinSeats.slice(0,this.pinPlayers()-1).map((e,t)=>v`<label
              >${E(this.pinPlayers()===4&&t===1?`web.lobby.seat_partner`:`web.lobby.seat_opponent`,{n:t+2})}
              <select
                data-pin-seat=${t+1}
                @change=${e=>{let n=[...this.pinSeats];n[t]=e.target.value,this.pinSeats=n}}
              >
                ${Pi.map(t=>v`<option value=${t} ?selected=${e===t}>${E(`web.pin.seat.${t.replace(`ai:`,``)}`)}</option>`)}
              </select></label
            >`)}
        </div>
        <button class="primary" data-testid="new-pinnacola" ?disabled=${this.busy||!this.pinInfo} @click=${()=>this.createPinnacola()}>
          ${E(`web.pin.new_game`)}
        </button>
      </section>

      <section class="panel join">
        <h2>${E(`web.lobby.join`)}</h2>
        ${this.mine.length?v`<p>
              ${E(`web.lobby.your_tables`)}
              ${this.mine.map(e=>v`<a data-testid="my-table" href=${`#/table/${e.table}`}>${ji(e.game,e.variant)} (${e.table})</a> `)}
            </p>`:b}
        ${n.length?v`<ul class="tables">
              ${n.map(e=>this.renderWaitingTable(e))}
            </ul>`:v`<p class="muted">${E(`web.lobby.no_tables`)}</p>`}
        <p class="muted small">${E(`web.lobby.join_hint`,{address:location.host})}</p>
      </section>
    </div>`}renderWaitingTable(e){let t=Object.entries(e.options).filter(([t,n])=>{let r=(e.game===`pinnacola`?this.pinInfo:this.info)?.variants.find(t=>t.name===e.variant)?.options??{};return JSON.stringify(r[t])!==JSON.stringify(n)}).map(([e,t])=>`${e}=${JSON.stringify(t)}`);return v`<li data-table=${e.id}>
      <div>
        <b>${ji(e.game,e.variant)}</b>
        <span class="muted">(${E(`web.score.target`,{target:e.options.target})})</span>
        ${t.length?v`<span class="muted small">${t.join(`, `)}</span>`:b}
      </div>
      <div class="seat-row">
        ${e.seats.map(t=>t.kind===`open`?v`<button data-testid="join-table" data-seat=${t.seat} @click=${()=>this.join(e,t.seat)}>
                ${E(`web.lobby.take_seat`,{n:t.seat+1})}
              </button>`:v`<span class="taken">${t.kind===`ai`?pi(t.ai,E(`web.seat.ai`)):t.name??`?`}</span>`)}
      </div>
    </li>`}static{this.styles=[ri,m`
      .lobby {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(290px, 1fr));
        gap: 1rem;
        padding: 1rem;
        max-width: 1200px;
        margin: 0 auto;
      }
      .solo,
      .pinnacola {
        position: relative;
      }
      .fan {
        position: absolute;
        top: -0.6rem;
        right: 1rem;
        display: flex;
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
        gap: 0.35rem;
        margin: 0.8rem 0;
      }
      .seats label {
        display: flex;
        justify-content: space-between;
        gap: 0.5rem;
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
    `]}};customElements.define(`lobby-view`,Fi);var Ii=class extends C{static{this.properties={store:{attribute:!1},info:{attribute:!1},nickname:{state:!0},message:{state:!0}}}constructor(){super(),this.display=new Ot(this),this.info=null,this.nickname=``,this.message=``}connectedCallback(){super.connectedCallback(),this.nickname=this.store.settings.nickname}changed(){this.requestUpdate()}async saveNickname(){let e=this.nickname.trim(),t=this.store.profile;try{t&&await O.rename(t.id,t.secret,e),this.store.update({nickname:e}),this.message=E(`web.settings.saved`),this.changed()}catch(e){this.message=e instanceof Error?e.message:String(e)}}render(){let e=this.store.settings;return v`<div class="page panel" data-testid="settings-page">
      <h2>${E(`web.settings.title`)}</h2>
      <div class="row">
        <label for="nickname">${E(`web.settings.nickname`)}</label>
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
          <button @click=${()=>this.saveNickname()}>${E(`web.settings.save`)}</button>
          ${this.message?v`<span class="note">${this.message}</span>`:b}
          <p class="muted small">${E(`web.settings.nickname_hint`)}</p>
        </div>
      </div>
      <div class="row">
        <label for="deck">${E(`web.settings.deck`)}</label>
        <div>
          <select
            id="deck"
            data-testid="deck"
            @change=${e=>Dt(this,{deck:e.target.value})}
          >
            ${Sr.map(e=>v`<option value=${e} ?selected=${e===this.display.value.deck}>${E(`web.deck.${e}`)}</option>`)}
          </select>
          <div class="preview">
            ${[`Ad`,`3c`,`Cs`,`Rb`].map(e=>v`<div class="preview-card" data-card=${e}>${X(e,this.display.value.deck)}</div>`)}
          </div>
        </div>
      </div>
      <div class="row">
        <label for="sounds">${E(`web.settings.sounds`)}</label>
        <input
          id="sounds"
          type="checkbox"
          data-testid="sounds"
          .checked=${e.sounds}
          @change=${e=>{this.store.update({sounds:e.target.checked}),this.changed()}}
        />
      </div>
      <div class="row">
        <label for="ai-player">${E(`web.settings.ai_player`)}</label>
        <div>
          <select
            id="ai-player"
            data-testid="ai-player"
            @change=${e=>{this.store.update({aiPlayer:e.target.value}),this.changed()}}
          >
            <option value="heuristic" ?selected=${e.aiPlayer===`heuristic`}>${E(`web.lobby.seat_ai`)}</option>
            <option value="pimc" ?selected=${e.aiPlayer===`pimc`}>${E(`web.lobby.seat_ai_pimc`)}</option>
          </select>
          <p class="muted small">${E(`web.settings.ai_player_hint`)}</p>
        </div>
      </div>
      <div class="row">
        <label for="delay">${E(`web.settings.ai_delay`)}</label>
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
          <span>${E(`web.settings.ms`,{ms:e.aiDelayMs})}</span>
        </div>
      </div>
      <h3>${E(`web.settings.game`)}</h3>
      <options-form
        .info=${this.info}
        .variant=${e.variant}
        .options=${e.options}
        open
        @change=${e=>{this.store.update({variant:e.detail.variant,options:e.detail.options}),this.changed()}}
      ></options-form>
    </div>`}static{this.styles=[ri,m`
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
        display: flex;
        gap: 0.4rem;
        margin-top: 0.5rem;
      }
      .preview-card {
        width: 64px;
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
    `]}};customElements.define(`settings-view`,Ii);function Li(e){let t=[...e].sort((e,t)=>e.at.localeCompare(t.at)),n=0;return t.map((e,t)=>(e.won&&(n+=1),{index:t,won:e.won,rate:n/(t+1)}))}function Ri(e,t,n){if(!e.length)return``;let r=e.length>1?t/(e.length-1):0;return e.map((e,t)=>`${t===0?`M`:`L`}${(e.index*r).toFixed(1)},${((1-e.rate)*n).toFixed(1)}`).join(` `)}function zi(e){return e==null?`–`:`${Math.round(e*100)}%`}var Bi=class extends C{static{this.properties={store:{attribute:!1},info:{attribute:!1},stats:{state:!0},board:{state:!0},variant:{state:!0},message:{state:!0},pinBoard:{state:!0},pinMode:{state:!0},season:{state:!0}}}constructor(){super(),this.display=new Ot(this),this.info=null,this.stats=null,this.board=[],this.variant=`classico`,this.message=``,this.pinBoard=null,this.pinMode=`points`,this.season=null}connectedCallback(){super.connectedCallback(),this.variant=this.store.settings.variant,this.load()}async load(){let e=this.store.profile;try{e&&(this.stats=await O.statistics(e.id)),this.board=(await O.leaderboard(this.variant)).players,this.pinBoard=await O.pinnacolaBoard(this.pinMode,this.season)}catch(e){this.message=e instanceof Error?e.message:String(e)}}async reset(){let e=this.store.profile;e&&confirm(E(`web.stats.reset_confirm`))&&(this.stats=await O.reset(e.id,e.secret))}chart(e){let t=Li(e.history);if(!t.length)return v`<p class="muted">${E(`web.stats.no_games`)}</p>`;let n=600/t.length;return v`<svg class="chart" viewBox="-44 -10 ${654} ${190}" role="img" aria-label=${E(`web.stats.chart`)} data-testid="stats-chart">
      ${[0,.5,1].map(e=>Ie`<line x1="0" x2=${600} y1=${(1-e)*160} y2=${(1-e)*160} stroke="#0002" />
          <text x="-6" y=${(1-e)*160+4} text-anchor="end" font-size="11">${zi(e)}</text>`)}
      ${t.map(e=>Ie`<rect x=${e.index*n+n*.15} width=${Math.max(n*.7,1)} y=${164} height="8"
          fill=${e.won?`#2e8b57`:`#c0392b`}><title>${e.won?E(`web.stats.won`):E(`web.stats.lost`)}</title></rect>`)}
      <path d=${Ri(t,600,160)} fill="none" stroke="#d9a530" stroke-width="3" />
    </svg>`}render(){let e=this.stats;return v`<div class="page">
      ${this.message?v`<p class="error">${this.message}</p>`:b}
      <section class="panel">
        <h2>${E(`web.stats.title`,{name:e?.nickname??this.store.settings.nickname})}</h2>
        ${e?v`<table class="numbers" data-testid="stats-numbers">
                <tr><th></th><th>${E(`web.stats.games`)}</th><th>${E(`web.stats.wins`)}</th><th>${E(`web.stats.rate`)}</th></tr>
                <tr><td>${E(`web.stats.single`)}</td><td>${e.single.games}</td><td>${e.single.wins}</td><td>${zi(e.single.win_rate)}</td></tr>
                <tr><td>${E(`web.stats.multi`)}</td><td>${e.multi.games}</td><td>${e.multi.wins}</td><td>${zi(e.multi.win_rate)}</td></tr>
              </table>
              <h3>${E(`web.stats.over_time`)}</h3>
              ${this.chart(e)}
              <h3>${E(`web.stats.partners`)}</h3>
              ${e.partners.length?v`<table class="numbers">
                    <tr><th>${E(`web.stats.partner`)}</th><th>${E(`web.stats.games`)}</th><th>${E(`web.stats.wins`)}</th><th>${E(`web.stats.rate`)}</th></tr>
                    ${e.partners.map(e=>v`<tr><td>${e.partner}</td><td>${e.games}</td><td>${e.wins}</td><td>${zi(e.games?e.wins/e.games:null)}</td></tr>`)}
                  </table>`:v`<p class="muted">${E(`web.stats.no_partners`)}</p>`}
              <p class="muted small">${E(`web.stats.training_note`)}</p>
              <button class="quiet" @click=${()=>this.reset()}>${E(`web.stats.reset`)}</button>`:v`<p class="muted">…</p>`}
      </section>
      <section class="panel" data-testid="leaderboard">
        <h2>${E(`web.stats.leaderboard`)}</h2>
        <select
          @change=${e=>{this.variant=e.target.value,this.load()}}
        >
          ${(this.info?.variants??[]).map(e=>v`<option value=${e.name} ?selected=${e.name===this.variant}>${e.name}</option>`)}
        </select>
        ${this.board.length?v`<table class="numbers board">
              <tr><th>#</th><th>${E(`web.stats.player`)}</th><th>${E(`web.stats.rating`)}</th><th>${E(`web.stats.games`)}</th></tr>
              ${this.board.map(e=>v`<tr class=${e.id===this.store.profile?.id?`me`:``}>
                  <td>${e.rank}</td><td>${e.nickname}</td><td>${Math.round(e.rating)}</td><td>${e.games}</td>
                </tr>`)}
            </table>`:v`<p class="muted">${E(`web.stats.empty_board`)}</p>`}
      </section>
      ${this.renderPinnacolaBoard()}
    </div>`}renderPinnacolaBoard(){let e=this.pinBoard;return v`<section class="panel" data-testid="pinnacola-leaderboard">
      <h2>${E(`web.pin.board`)}</h2>
      <select
        data-testid="pinnacola-mode"
        @change=${e=>{this.pinMode=e.target.value,this.load()}}
      >
        ${[`points`,`single`].map(e=>v`<option value=${e} ?selected=${e===this.pinMode}>${E(`web.choice.mode.${e}`)}</option>`)}
      </select>
      <select
        data-testid="pinnacola-season"
        @change=${e=>{let t=e.target.value;this.season=t||null,this.load()}}
      >
        <option value="" ?selected=${this.season===null}>${E(`web.pin.board_all_time`)}</option>
        ${(e?.seasons??[]).map(e=>v`<option value=${e.name} ?selected=${e.name===this.season}>${e.name} (${e.from} – ${e.to})</option>`)}
      </select>
      ${e?.players.length?v`<table class="numbers board">
            <tr><th>#</th><th>${E(`web.stats.player`)}</th><th>${E(`web.pin.board_points`)}</th><th>${E(`web.stats.games`)}</th><th>${E(`web.stats.wins`)}</th></tr>
            ${e.players.map(e=>v`<tr class=${e.id===this.store.profile?.id?`me`:``}>
                <td>${e.rank}</td><td>${e.nickname}</td><td>${e.points}</td><td>${e.matches}</td><td>${e.wins}</td>
              </tr>`)}
          </table>`:v`<p class="muted">${E(`web.stats.empty_board`)}</p>`}
      <p class="muted small">${E(`web.pin.board_rules`)}</p>
    </section>`}static{this.styles=[ri,m`
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
      tr.me {
        background: #f3d98a;
      }
      .chart {
        width: 100%;
        height: auto;
      }
      .small {
        font-size: 0.85rem;
      }
    `]}};customElements.define(`stats-view`,Bi);var Vi=class extends C{static{this.properties={route:{state:!0},info:{state:!0},message:{state:!0}}}constructor(){super(),this.onHash=()=>{this.route=Mi(location.hash)};let e=navigator.languages?.some(e=>e.toLowerCase().startsWith(`it`))?`it`:`en`;this.store=new Ct(window.localStorage,{lang:e}),this.display=new Et(this.store),this.displayProvider=new s(this,{context:wt,initialValue:this.display.value}),this.display.subscribe(e=>{this.displayProvider.setValue(e),this.requestUpdate()}),this.route=Mi(location.hash),this.info=null,this.message=``}connectedCallback(){super.connectedCallback(),window.addEventListener(`hashchange`,this.onHash),this.boot()}disconnectedCallback(){super.disconnectedCallback(),window.removeEventListener(`hashchange`,this.onHash)}async boot(){try{if(this.info=await O.gameInfo(),!this.store.profile){let e=this.store.settings.nickname||`${E(`web.default_nickname`)} ${Math.floor(100+Math.random()*900)}`,t=await O.createProfile(e);this.store.setProfile({id:t.id,secret:t.secret}),this.store.update({nickname:t.nickname})}}catch(e){this.message=e instanceof Error?e.message:String(e)}}async newGame(e){let t=this.store.settings,n=this.store.profile;this.message=``;try{let r=await O.create({game:ki,variant:t.variant,options:t.options,seats:[`human`,...Array.from({length:3},()=>`ai:${t.aiPlayer}`)],ai_delay_ms:t.aiDelayMs,training:e,...t.nickname.trim()?{names:{0:t.nickname.trim()}}:{},...n&&!e?{profiles:{0:n}}:{}}),i=r.tokens[0];this.store.addSeat({table:r.id,token:i,seat:0,mode:e?`training`:`single`,variant:t.variant,created:new Date().toISOString(),creator:!0}),await O.start(r.id,i),location.hash=`#/table/${r.id}`}catch(e){this.message=e instanceof Error?e.message:String(e)}}render(){let e=this.route,t=this.display.value.lang;return v`
      <header>
        <a class="brand" href="#/">Circolo <span>${E(`web.tagline`)}</span></a>
        <nav>
          <a href="#/" class=${e.page===`lobby`?`here`:``} data-testid="nav-lobby">${E(`web.nav.lobby`)}</a>
          <a href="#/stats" class=${e.page===`stats`?`here`:``} data-testid="stats">${E(`web.nav.stats`)}</a>
          <a href="#/settings" class=${e.page===`settings`?`here`:``} data-testid="settings">${E(`web.nav.settings`)}</a>
          <select data-testid="language" aria-label=${E(`web.settings.language`)} @change=${e=>this.display.change({lang:e.target.value})}>
            ${pt.map(e=>v`<option value=${e} ?selected=${e===t}>${e===`it`?`Italiano`:`English`}</option>`)}
          </select>
        </nav>
      </header>
      ${this.message?v`<p class="error banner" role="alert">${this.message}</p>`:b}
      <main
        @new-game=${e=>this.newGame(e.detail.training)}
        @display-change=${e=>this.display.change(e.detail)}
      >
        ${this.renderPage(e)}
      </main>
    `}renderPage(e){switch(e.page){case`settings`:return v`<settings-view .store=${this.store} .info=${this.info}></settings-view>`;case`stats`:return v`<stats-view .store=${this.store} .info=${this.info}></stats-view>`;case`table`:{let t=this.store.seatAt(e.id);if(!t)return v`<div class="panel lost">
            <p>${E(`web.table.no_seat`)}</p>
            <a href="#/">${E(`web.result.lobby`)}</a>
          </div>`;let n=Ai(t.game);return n?ut(e.id,n.view({seat:t,store:this.store,info:this.info})):v`<div class="panel lost">
            <p>${E(`web.table.unknown_game`,{game:t.game??``})}</p>
            <a href="#/">${E(`web.result.lobby`)}</a>
          </div>`}default:return v`<lobby-view .store=${this.store} .info=${this.info}></lobby-view>`}}static{this.styles=[ri,m`
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
        gap: 1rem;
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
      }
    `]}};customElements.define(`circolo-app`,Vi);