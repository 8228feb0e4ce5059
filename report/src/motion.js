// The mechanism playing its motion: one 3D view per pair side by side, on one clock, so that a branch
// jump or a lock-up of one pair shows against the others. Bodies are boxes (or cylinders, spheres) of
// the size their inertia gives (cli/report_data.cpp), joints small spheres, markers leave a trace.
import * as THREE from 'three';
import { OrbitControls } from 'three/examples/jsm/controls/OrbitControls.js';
import { palette } from './plots.js';

const bodyColors = ['#8fa8c8', '#c8a88f', '#9fc88f', '#c88fb4', '#c8c48f', '#8fc8c4'];

function vector(a) {
  return new THREE.Vector3(a[0], a[1], a[2]);
}

function bodyGeometry(body) {
  const [a, b, c] = body.size;
  if (body.shape === 'sphere') return new THREE.SphereGeometry(a / 2, 20, 14);
  if (body.shape === 'cylinder') {
    // Its axis along the body's z: three's cylinders stand along y.
    const g = new THREE.CylinderGeometry(a / 2, a / 2, c, 20);
    g.rotateX(Math.PI / 2);
    return g;
  }
  return new THREE.BoxGeometry(a, b, c);
}

/// One pair's view: its own renderer, scene and camera.
class MotionView {
  constructor(container, motion, track, k, bounds, width) {
    this.motion = motion;
    this.track = track;
    const box = document.createElement('div');
    box.className = 'motion-view';
    box.style.width = `${width + 2}px`;
    const title = document.createElement('div');
    title.className = 'motion-title';
    title.textContent = track.label + (track.status === 'ok' ? '' : ` (${track.status} at t = ${track.t[track.t.length - 1]} s)`);
    title.title = title.textContent;
    title.style.borderColor = palette[k % palette.length];
    box.append(title);
    container.append(box);
    this.renderer = new THREE.WebGLRenderer({ antialias: true, preserveDrawingBuffer: true });
    this.renderer.setPixelRatio(window.devicePixelRatio || 1);
    const height = Math.round(width * 0.8);
    this.renderer.setSize(width, height);
    this.renderer.domElement.className = 'motion-canvas';
    box.append(this.renderer.domElement);
    this.scene = new THREE.Scene();
    this.scene.background = new THREE.Color('#f7f7f4');
    this.scene.add(new THREE.AmbientLight(0xffffff, 1.2));
    const sun = new THREE.DirectionalLight(0xffffff, 2.0);
    sun.position.copy(bounds.up.clone().multiplyScalar(3).add(new THREE.Vector3(1, 1, 1)));
    this.scene.add(sun);
    // The bodies: a mesh centred at the centre of mass, in a group placed at the body's pose.
    this.bodies = motion.bodies.map((body, b) => {
      const group = new THREE.Group();
      const mesh = new THREE.Mesh(bodyGeometry(body),
                                  new THREE.MeshStandardMaterial({ color: bodyColors[b % bodyColors.length], roughness: 0.6 }));
      mesh.position.copy(vector(body.center));
      const [w, x, y, z] = body.rotation;  // the principal axes in the body's frame
      mesh.quaternion.set(x, y, z, w);
      group.add(mesh);
      this.scene.add(group);
      return group;
    });
    // Joints: a ball at the joint's point, carried by its body, and a rod from the body's centre of mass to
    // it, so that a chain reads as one.
    const jointSize = bounds.size * 0.012;
    const jointMaterial = new THREE.MeshStandardMaterial({ color: '#333333' });
    const rodMaterial = new THREE.LineBasicMaterial({ color: '#555555' });
    for (const joint of motion.joints) {
      const ball = new THREE.Mesh(new THREE.SphereGeometry(jointSize, 14, 10), jointMaterial);
      ball.position.copy(vector(joint.point));
      if (joint.body < 0) {
        this.scene.add(ball);
        continue;
      }
      this.bodies[joint.body].add(ball);
      const rod = new THREE.BufferGeometry().setFromPoints([vector(motion.bodies[joint.body].center), vector(joint.point)]);
      this.bodies[joint.body].add(new THREE.Line(rod, rodMaterial));
    }
    // Markers: a trace of where they were, grown as the clock runs.
    this.traces = motion.markers.map((marker, m) => {
      const points = track.markers[m];
      const geometry = new THREE.BufferGeometry();
      geometry.setAttribute('position', new THREE.Float32BufferAttribute(points, 3));
      geometry.setDrawRange(0, 0);
      const line = new THREE.Line(geometry, new THREE.LineBasicMaterial({ color: palette[(k + m) % palette.length] }));
      this.scene.add(line);
      return line;
    });
    this.scene.add(new THREE.AxesHelper(bounds.size * 0.15));
    this.camera = new THREE.PerspectiveCamera(40, width / height, bounds.size * 0.01, bounds.size * 20);
    this.camera.up.copy(bounds.up);
    this.camera.position.copy(bounds.center.clone().add(bounds.eye));
    this.controls = new OrbitControls(this.camera, this.renderer.domElement);
    this.controls.target.copy(bounds.center);
    this.controls.update();
    this.controls.addEventListener('change', () => this.render());
  }

  /// Shows frame `f` (clamped to the frames this pair has: a failed run stops where it stopped).
  show(f) {
    const n = this.track.t.length;
    const frame = Math.min(f, n - 1);
    const bodies = this.motion.bodies.length;
    const pose = this.track.poses;
    for (let b = 0; b < bodies; ++b) {
      const o = (frame * bodies + b) * 7;
      this.bodies[b].position.set(pose[o], pose[o + 1], pose[o + 2]);
      this.bodies[b].quaternion.set(pose[o + 4], pose[o + 5], pose[o + 6], pose[o + 3]);
    }
    for (const line of this.traces) line.geometry.setDrawRange(0, frame + 1);
    this.render();
  }

  render() {
    this.renderer.render(this.scene, this.camera);
  }
}

/// Where to look from: the box around every body origin and marker of every frame, seen from the side
/// with "up" against gravity.
function viewBounds(motion) {
  const box = new THREE.Box3();
  for (const track of motion.tracks) {
    for (let o = 0; o < track.poses.length; o += 7) box.expandByPoint(new THREE.Vector3(track.poses[o], track.poses[o + 1], track.poses[o + 2]));
    for (const points of track.markers)
      for (let o = 0; o < points.length; o += 3) box.expandByPoint(new THREE.Vector3(points[o], points[o + 1], points[o + 2]));
  }
  for (const joint of motion.joints) if (joint.body < 0) box.expandByPoint(vector(joint.point));
  const center = box.getCenter(new THREE.Vector3());
  const size = Math.max(box.getSize(new THREE.Vector3()).length(), 1e-3);
  const g = vector(motion.gravity);
  const up = g.length() > 0 ? g.clone().normalize().negate() : new THREE.Vector3(0, 0, 1);
  // Look along the axis least aligned with up (a planar model, in x-y with gravity along -y, is seen face on).
  const axes = [new THREE.Vector3(0, 0, 1), new THREE.Vector3(1, 0, 0), new THREE.Vector3(0, 1, 0)];
  let side = axes[0];
  for (const a of axes) if (Math.abs(a.dot(up)) < Math.abs(side.dot(up))) side = a;
  if (motion.planar) side = new THREE.Vector3(0, 0, 1);
  // From the side, a little from above and askew, far enough that the sphere around the box fits the
  // field of view (40 degrees): no pose of the run leaves the picture.
  const direction = side.clone().add(up.clone().multiplyScalar(0.35));
  if (!motion.planar) direction.add(side.clone().cross(up).multiplyScalar(0.6));
  const eye = direction.normalize().multiplyScalar((0.5 * size) / Math.sin((20 * Math.PI) / 180));
  return { center, size, up, eye };
}

/// The views of every pair of a motion with their controls: play/pause, a scrub bar, the time.
export class MotionPlayer {
  constructor(container, motion) {
    this.motion = motion;
    this.frameCount = Math.max(...motion.tracks.map((t) => t.t.length));
    this.times = motion.tracks.reduce((a, t) => (t.t.length > a.length ? t.t : a), []);
    const controls = document.createElement('div');
    controls.className = 'motion-controls';
    this.button = document.createElement('button');
    this.button.textContent = 'pause';
    this.slider = document.createElement('input');
    this.slider.type = 'range';
    this.slider.min = 0;
    this.slider.max = this.frameCount - 1;
    this.slider.value = 0;
    this.clock = document.createElement('span');
    this.clock.className = 'clock';
    controls.append(this.button, this.slider, this.clock);
    const views = document.createElement('div');
    views.className = 'motion-views';
    container.append(controls, views);
    this.views = [];
    try {
      const bounds = viewBounds(motion);
      // Up to four views in a row across the page, none narrower than 300 pixels.
      const across = Math.min(motion.tracks.length, 4);
      const width = Math.max(300, Math.floor((container.clientWidth - 12 * across) / across));
      this.views = motion.tracks.map((track, k) => new MotionView(views, motion, track, k, bounds, Math.min(width, 640)));
    } catch (e) {
      views.textContent = `The 3D view needs WebGL, which this browser did not give: ${e.message}`;
      this.failed = e;
    }
    this.frame = 0;
    this.time = this.times[0];
    this.playing = true;
    this.framesShown = 0;
    this.button.addEventListener('click', () => {
      this.playing = !this.playing;
      this.button.textContent = this.playing ? 'pause' : 'play';
    });
    this.slider.addEventListener('input', () => {
      this.time = this.times[Number(this.slider.value)];
      this.show(Number(this.slider.value));
    });
    this.show(0);
    // Real time: the frames' own times against the clock, so a 20 s run plays in 20 s, then again.
    let last;
    const tick = (now) => {
      const elapsed = last === undefined ? 0 : Math.min((now - last) / 1000, 0.1);
      last = now;
      if (this.playing && this.frameCount > 1) {
        this.time += elapsed;
        if (this.time > this.times[this.frameCount - 1]) this.time = this.times[0];
        let f = this.time < this.times[this.frame] ? 0 : this.frame;
        while (f + 1 < this.frameCount && this.times[f + 1] <= this.time) ++f;
        if (f !== this.frame) this.show(f);
      }
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }

  /// Stops the clock at `time` (s): the last frame at or before it, or the first.
  pauseAt(time) {
    let f = 0;
    while (f + 1 < this.frameCount && this.times[f + 1] <= time) ++f;
    this.time = this.times[f];
    this.playing = false;
    this.button.textContent = 'play';
    this.show(f);
  }

  show(f) {
    this.frame = f;
    this.slider.value = f;
    this.clock.textContent = `t = ${this.times[f].toFixed(3)} s`;
    for (const view of this.views) view.show(f);
    ++this.framesShown;
  }
}
