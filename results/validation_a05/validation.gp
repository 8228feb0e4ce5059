# Convergence and cost of every method on each validation case (written by mbdae reproduce validation).
set terminal pngcairo size 1300,520 font ',10' noenhanced
set logscale xy
set grid
set key outside right font ',8'
set format x '%.0e'
set format y '%.0e'
set output 'a05_flyball_governor.png'
set multiplot layout 1,2 title 'IFToMM A05: stiff flyball governor (flyball_governor, 2.000 s)'
set xlabel 'dt (s)'
set ylabel 'largest distance of the two end masses and the slider from the reference''s at t_end, m'
plot 'a05_flyball_governor.dat' index 0 using 1:2 with linespoints title 'ab4 af rgcp', \
     'a05_flyball_governor.dat' index 1 using 1:2 with linespoints title 'rk4 af rgcp', \
     'a05_flyball_governor.dat' index 2 using 1:2 with linespoints title 'ali3p-trapezoidal', \
     'a05_flyball_governor.dat' index 3 using 1:2 with linespoints title 'ali3p-trapezoidal --energy-conserving', \
     'a05_flyball_governor.dat' index 4 using 1:2 with linespoints title 'gen-alpha', \
     2.87419e-05*(x/0.001)**2 with lines dt 2 lc 'gray' title 'slope 2', 2.87419e-05*(x/0.001)**4 with lines dt 3 lc 'black' title 'slope 4'
set xlabel 'wall time (s)'
plot 'a05_flyball_governor.dat' index 0 using 3:2 with linespoints title 'ab4 af rgcp', \
     'a05_flyball_governor.dat' index 1 using 3:2 with linespoints title 'rk4 af rgcp', \
     'a05_flyball_governor.dat' index 2 using 3:2 with linespoints title 'ali3p-trapezoidal', \
     'a05_flyball_governor.dat' index 3 using 3:2 with linespoints title 'ali3p-trapezoidal --energy-conserving', \
     'a05_flyball_governor.dat' index 4 using 3:2 with linespoints title 'gen-alpha', \
     'a05_flyball_governor.dat' index 5 using 3:2 with linespoints title 'cvode-bdf af', \
     'a05_flyball_governor.dat' index 6 using 3:2 with linespoints title 'cvode-adams af', \
     'a05_flyball_governor.dat' index 7 using 3:2 with linespoints title 'arkode-erk af rgcp', \
     'a05_flyball_governor.dat' index 8 using 3:2 with linespoints title 'ida index1', \
     'a05_flyball_governor.dat' index 9 using 3:2 with linespoints title 'ida ggl', \
     'a05_flyball_governor.dat' index 10 using 3:2 with linespoints title 'ida index3'
unset multiplot
