# The report's plots, written by mbdae (cli/report_plots.cpp): data in the .dat files beside them.
set terminal pngcairo size 1200,800 font ',10' noenhanced
set logscale xy
set format x '1e%L'
set format y '1e%L'
set grid
set terminal pngcairo noenhanced size 1400,959 font ',9'
set key below vertical maxrows 1 height 2 font ',8'
set output 'pareto_sphere_pendulum.png'
set title 'Pareto front: Paper 002 reproduced: constraints with inertia and the three-field stepper: sphere_pendulum'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest distance from the known motion over the run'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_sphere_pendulum.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_sphere_pendulum.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_sphere_pendulum.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_sphere_pendulum.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05, 1e-06: af-rk4 dt=0.01', \
  'pareto_sphere_pendulum.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_sphere_pendulum.png'
set xrange [0.000818563:0.0381702]
set yrange [2.3663e-07:4.88173]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 002 reproduced: constraints with inertia and the three-field stepper: sphere_pendulum; error: largest distance from the known motion over the run'
set title 'three-field'
plot 'families_sphere_pendulum.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'ida'
plot 'families_sphere_pendulum.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_sphere_pendulum.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_sphere_pendulum.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_sphere_pendulum.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title 'rk4'
plot 'families_sphere_pendulum.dat' index 5 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'constraint-inertia', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'index3', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'ggl', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'ali3p', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'af'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_sphere_pendulum.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:20]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 002 reproduced: constraints with inertia and the three-field stepper: sphere_pendulum'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_sphere_pendulum.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 10 ms', \
  'time_series_sphere_pendulum.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_sphere_pendulum.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 10 ms', \
  'time_series_sphere_pendulum.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_four_bar.png'
set title 'Pareto front: Paper 002 reproduced: constraints with inertia and the three-field stepper: four_bar'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest distance from the known motion over the run'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_four_bar.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_four_bar.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_four_bar.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_four_bar.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: three-field dt=0.001', \
  'pareto_four_bar.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05, 1e-06: uke-rk4 dt=0.001', \
  'pareto_four_bar.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_four_bar.png'
set xrange [0.00691323:9.70936]
set yrange [1.06275e-07:6.02495]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 002 reproduced: constraints with inertia and the three-field stepper: four_bar; error: largest distance from the known motion over the run'
set title 'three-field'
plot 'families_four_bar.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'ida'
plot 'families_four_bar.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_four_bar.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_four_bar.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'rk4'
plot 'families_four_bar.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'constraint-inertia', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'ggl', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'ali3p', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'index3', \
  -1 with linespoints lw 1.5 lc rgb '#59a14f' pt 13 ps 0.8 title 'uke'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_four_bar.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:10]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 002 reproduced: constraints with inertia and the three-field stepper: four_bar'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_four_bar.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_four_bar.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_four_bar.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_four_bar.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_bricard.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:10]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 002 reproduced: constraints with inertia and the three-field stepper: bricard'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_bricard.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_bricard.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_bricard.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_bricard.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,972 font ',9'
set key below vertical maxrows 2 height 2 font ',8'
set output 'pareto_flyball_governor.png'
set title 'Pareto front: Paper 002 reproduced: constraints with inertia and the three-field stepper: flyball_governor'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest distance from the known motion over the run'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_flyball_governor.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_flyball_governor.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_flyball_governor.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_flyball_governor.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04: ida-ggl-1e-6 rtol=1e-06', \
  'pareto_flyball_governor.dat' index 2 every ::1::1 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-05: gen-alpha dt=0.001', \
  'pareto_flyball_governor.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_flyball_governor.png'
set xrange [0.00337787:1.03531]
set yrange [1.73123e-06:2.19478]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 002 reproduced: constraints with inertia and the three-field stepper: flyball_governor; error: largest distance from the known motion over the run'
set title 'three-field'
plot 'families_flyball_governor.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'ida'
plot 'families_flyball_governor.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle, \
  'families_flyball_governor.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle
set title 'ali3p-trapezoidal'
plot 'families_flyball_governor.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 notitle
set title 'gen-alpha'
plot 'families_flyball_governor.dat' index 4 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'constraint-inertia', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'index3', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'ggl', \
  -1 with linespoints lw 1.5 lc rgb '#76b7b2' pt 11 ps 0.8 title 'ali3p'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_flyball_governor.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:2]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 002 reproduced: constraints with inertia and the three-field stepper: flyball_governor'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_flyball_governor.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_flyball_governor.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_flyball_governor.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_flyball_governor.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-3 residual, rtol = atol = 0.01'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
set terminal pngcairo noenhanced size 1400,959 font ',9'
set key below vertical maxrows 1 height 2 font ',8'
set output 'pareto_turntable.png'
set title 'Pareto front: Paper 002 reproduced: constraints with inertia and the three-field stepper: turntable'
set xlabel 'wall time of the integration (s)'
set ylabel 'largest distance from the known motion over the run'
set arrow 1 from graph 0, first 0.0001 to graph 1, first 0.0001 nohead dt 3 lc rgb '#c0c0c0'
set arrow 2 from graph 0, first 1e-05 to graph 1, first 1e-05 nohead dt 3 lc rgb '#c0c0c0'
set arrow 3 from graph 0, first 1e-06 to graph 1, first 1e-06 nohead dt 3 lc rgb '#c0c0c0'
set arrow 4 from graph 0, first 1e-07 to graph 1, first 1e-07 nohead dt 3 lc rgb '#c0c0c0'
set arrow 5 from graph 0, first 1e-08 to graph 1, first 1e-08 nohead dt 3 lc rgb '#c0c0c0'
set arrow 6 from graph 0, first 1e-09 to graph 1, first 1e-09 nohead dt 3 lc rgb '#c0c0c0'
plot 'pareto_turntable.dat' index 0 using 1:2 with points pt 7 ps 0.6 lc rgb '#c8c8c8' title 'every run', \
  'pareto_turntable.dat' index 1 using 1:2 with steps lw 2 lc rgb 'black' title 'Pareto front: no run is both cheaper and more accurate', \
  'pareto_turntable.dat' index 1 using 1:2 with points pt 7 ps 0.8 lc rgb 'black' notitle, \
  'pareto_turntable.dat' index 2 every ::0::0 using 1:2 with points pt 6 ps 2.2 lw 2 lc rgb '#1f77b4' title 'cheapest at 1e-04, 1e-05: three-field dt=0.001', \
  'pareto_turntable.dat' index 2 using 1:2:3 with labels left offset char 1.5,0.6 font ',9' tc rgb '#1f4e79' notitle
unset arrow
set key default
set terminal pngcairo size 1680,840 font ',9' noenhanced
set output 'families_turntable.png'
set xrange [0.0689083:0.558531]
set yrange [2.50352e-06:25.6734]
set xlabel 'wall time (s)'
set ylabel 'error'
set multiplot layout 2,3 title 'By integrator family: Paper 002 reproduced: constraints with inertia and the three-field stepper: turntable; error: largest distance from the known motion over the run'
set title 'three-field'
plot 'families_turntable.dat' index 0 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title 'ida'
plot 'families_turntable.dat' index 1 using 1:2 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 notitle
set title 'rk4'
plot 'families_turntable.dat' index 2 using 1:2 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 notitle
set title 'cvode-bdf'
plot 'families_turntable.dat' index 3 using 1:2 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 notitle
set title ''
unset border
unset tics
unset xlabel
unset ylabel
unset grid
unset logscale xy
set xrange [0:1]
set yrange [0:1]
set lmargin 2
set rmargin 2
set tmargin 1
set bmargin 1
set key inside center center vertical Left reverse noopaque font ',9' samplen 2 spacing 1 maxrows auto
plot -1 with linespoints lw 1.5 lc rgb '#4e79a7' pt 7 ps 0.8 title 'constraint-inertia', \
  -1 with linespoints lw 1.5 lc rgb '#f28e2b' pt 5 ps 0.8 title 'ggl', \
  -1 with linespoints lw 1.5 lc rgb '#e15759' pt 9 ps 0.8 title 'af'
unset multiplot
set border
set tics
set grid
set logscale xy
set lmargin -1
set rmargin -1
set tmargin -1
set bmargin -1
set terminal pngcairo size 1200,800 font ',10' noenhanced
unset xrange
unset yrange
set autoscale
set key inside top right font ',10' samplen 4 spacing 1
set terminal pngcairo size 1200,900 font ',10' noenhanced
set output 'time_series_turntable.png'
unset logscale x
set format x '%g'
set xlabel 't (s)'
set key top left font ',8'
set xrange [0:3.5]
set multiplot layout 2,1 title 'Constraint violation and energy drift: Paper 002 reproduced: constraints with inertia and the three-field stepper: turntable'
set title ''
set ylabel 'max |C| (position violation)'
plot 'time_series_turntable.dat' index 0 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_turntable.dat' index 1 using 1:($2 > 0 ? $2 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-1 residual, rtol = atol = 0.01'
set title ''
set ylabel '|E - E0| (J)'
plot 'time_series_turntable.dat' index 0 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#4e79a7' title 'paper: constraint-inertia + three-field, dt = 1 ms', \
  'time_series_turntable.dat' index 1 using 1:($4 > 0 ? $4 : 1/0) with lines lw 1.5 lc rgb '#f28e2b' title 'bdf: IDA (BDF), index-1 residual, rtol = atol = 0.01'
unset multiplot
set autoscale x
set logscale xy
set format x '1e%L'
set xlabel
set terminal pngcairo size 1200,800 font ',10' noenhanced
